export interface RoundRobinProxy {
  url: string;
  /** Answers relayed from each upstream, in the order given. */
  served(): number[];
  close(): Promise<void>;
}

export function startRoundRobinProxy(upstreams: Array<{ host: string; port: number }>, options?: { host?: string; port?: number }): Promise<RoundRobinProxy>;

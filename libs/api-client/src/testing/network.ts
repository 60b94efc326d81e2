/**
 * Test-only: the network edge, the one way component and client tests stub it. Answers `fetch`
 * by "METHOD /path" (":id" matches a segment) and records the calls the server received; `goOffline`
 * and `goOnline` drop and restore the connection.
 */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  params: Record<string, string>;
}

export type Answer = { status: number; body?: unknown };
type Route = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

function matcher(key: string) {
  const names: string[] = [];
  const source = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const pattern = new RegExp(`^${source}$`);
  return (candidate: string) => {
    const match = pattern.exec(candidate);
    return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) : null;
  };
}

export function stubNetwork(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const table = Object.entries(routes).map(([key, route]) => ({ key, match: matcher(key), route }));
  // The device's connection: offline, fetch fails as a browser's does and navigator.onLine says so.
  let connected = true;
  Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => connected });
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (!connected) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = init.body;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof rawBody === 'string' && rawBody !== '' ? JSON.parse(rawBody) : undefined,
      params: {},
    };
    calls.push(call);
    let answer: Answer = { status: 404, body: { error: 'Not found' } };
    for (const { match, route } of table) {
      const params = match(`${call.method} ${call.path}`);
      if (!params) continue;
      call.params = params;
      answer = typeof route === 'function' ? await route(call) : route;
      break;
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers(text ? { 'content-type': 'application/json' } : {}),
      text: async () => text,
      json: async () => JSON.parse(text),
      clone() {
        return this;
      },
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);
  /** The connection drops (or returns), as the browser reports it: navigator.onLine and the window's event. */
  const connection = (up: boolean) => () => {
    connected = up;
    globalThis.dispatchEvent(new Event(up ? 'online' : 'offline'));
  };
  return { calls, callsTo, count: (key: string) => callsTo(key).length, fetchMock, goOffline: connection(false), goOnline: connection(true) };
}

/** A deferred answer, for looking at the screen before the server has replied. */
export function deferred() {
  let resolve!: (answer: Answer) => void;
  const promise = new Promise<Answer>((r) => (resolve = r));
  return { promise, resolve };
}

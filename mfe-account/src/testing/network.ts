/** Test-only: the network edge. Answers `fetch` by "METHOD /path" and records the calls. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown };
type Route = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

export function stubNetwork(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer: Answer = !route ? { status: 404, body: { error: 'Not found' } } : typeof route === 'function' ? await route(call) : route;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, headers: new Headers(), text: async () => text, json: async () => JSON.parse(text) } as Response;
  }) as unknown as typeof fetch;
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** Test-only: a stand-in for the global `fetch`, answering by "METHOD path". */
export interface StubCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type StubAnswer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
export type StubRoute = (call: StubCall) => StubAnswer;

export function jsonResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

export function stubFetch(routes: Record<string, StubRoute | { status: number; body?: unknown }>) {
  const calls: StubCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: StubCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    if (!route) return jsonResponse(404, { error: `No stub for ${call.method} ${url.pathname}` });
    const answer = typeof route === 'function' ? await route(call) : route;
    return jsonResponse(answer.status, answer.body);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, count: (key: string) => calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === key).length };
}

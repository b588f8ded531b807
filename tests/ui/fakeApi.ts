/** A scripted fetch for browser tests: answers by method and path, and records every call. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

export function jsonResponse({ status, body, headers = {} }: Answer): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function createFakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname + url.search,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ status: 404, body: { code: 'route_not_found' } });
    return jsonResponse(await handler(call));
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

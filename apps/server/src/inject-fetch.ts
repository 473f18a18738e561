// A fetch that answers from a Fastify instance in the same process (light-my-request), so
// loaders, the sign-in layer and the ERP client talk HTTP-shaped to the shop API and the ERP
// simulator without a network hop. Replacing it with global fetch and a base URL is all it
// takes to run those pieces apart (ARCHITECTURE.md: web and API scale separately).
import type { FastifyInstance } from 'fastify';

export type FetchLike = (
  input: string,
  init?: RequestInit & { remoteAddress?: string },
) => Promise<Response>;

export function injectFetch(app: FastifyInstance): FetchLike {
  return async (input, init = {}) => {
    const url = new URL(input, 'http://internal');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let payload: string | Buffer | undefined;
    if (typeof init.body === 'string') payload = init.body;
    else if (init.body instanceof URLSearchParams) payload = init.body.toString();
    else if (init.body instanceof Uint8Array) payload = Buffer.from(init.body);
    else if (init.body != null)
      throw new TypeError('injectFetch supports string, URLSearchParams or bytes bodies');

    const res = await app.inject({
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.pathname + url.search,
      headers,
      payload,
      remoteAddress: init.remoteAddress,
      signal: init.signal ?? undefined,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) value.forEach((v) => out.append(key, String(v)));
      else out.set(key, String(value));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || init.method === 'HEAD';
    return new Response(nullBody ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: out,
    });
  };
}

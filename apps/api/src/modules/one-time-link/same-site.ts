// The public one-time-link calls (password reset, invitation, e-mail confirmation; decisions 029
// and 034) take JSON only (the API refuses forms and text/plain with 415), and a JSON POST from a
// foreign page needs a CORS preflight the API never grants. On top of that, a browser's own word
// is honoured: a request marked `Sec-Fetch-Site: cross-site`/`same-site`, or whose `Origin` is
// neither the shop's address nor the request's host, is refused before anything runs.
import type { FastifyRequest } from 'fastify';

/** True when the browser says the request comes from another site. */
export function fromAnotherSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  // Servers and older browsers send none; the JSON-only body still stops a foreign form.
  if (origin === undefined) return false;
  if (origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // 'null' (sandboxed frames, files) and anything malformed.
    return true;
  }
}

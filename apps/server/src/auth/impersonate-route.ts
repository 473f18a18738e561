// POST /api/impersonate {cookie} (SPEC §7 "app server"; issue #13; decision 030): after the
// shop API started a visit (POST /api/customer/impersonate), the agent's browser asks the app
// server to act in it. The Auth.js session takes the visit's tokens (auth-config.ts), and the
// `_i` cookie marks the visit for every tab (SPEC §4: the bar shows while it is present).
// `cookie: null` ends the visit and gives the agent their own session back.
import type { AuthConfig } from '@auth/core';
import type { FastifyInstance } from 'fastify';
import { appImpersonateBodySchema } from '@gradnik/contracts/impersonation';
import { IMPERSONATION_COOKIE, isImpersonationIdent } from '@gradnik/domain/impersonation';
import { createRequestAuth } from './auth-bridge.ts';
import { toWebRequest, type OriginResolver } from '../web-bridge.ts';

export const IMPERSONATE_PATH = '/api/impersonate';

/** The `_i` cookie: readable by the page's script (SPEC §4 checks it every 10 s), same-site. */
export function impersonationCookie(ident: string | null, maxAgeSeconds: number, secure: boolean) {
  const value = ident ?? '';
  const age = ident ? maxAgeSeconds : 0;
  return `${IMPERSONATION_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function parseBody(body: unknown): unknown {
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function registerImpersonateRoute(
  app: FastifyInstance,
  opts: { config: AuthConfig; origin: OriginResolver; maxAgeSeconds: number },
): void {
  app.post(IMPERSONATE_PATH, async (req, reply) => {
    const origin = opts.origin(req);
    void reply.header('cache-control', 'no-store');
    // Same-origin JSON only: a cross-site form cannot send it, and a foreign page cannot ask.
    const sentFrom = req.headers.origin;
    if (sentFrom !== undefined && sentFrom !== origin)
      return reply.code(403).send({ error: 'Cross-origin request refused', code: 'origin' });
    if (!req.headers['content-type']?.startsWith('application/json'))
      return reply.code(415).send({ error: 'Send JSON', code: 'content_type' });
    const parsed = appImpersonateBodySchema.safeParse(parseBody(req.body));
    if (!parsed.success)
      return reply.code(400).send({ error: 'Expected {cookie}', code: 'invalid_body' });

    const auth = createRequestAuth(opts.config, origin, toWebRequest(req, origin, reply));
    const before = await auth.getSession();
    if (!before) return reply.code(401).send({ error: 'Sign in first', code: 'no_session' });
    const secure = origin.startsWith('https:');
    const { cookie } = parsed.data;

    if (cookie === null) {
      await auth.update({ depersonate: true });
      void reply.header('set-cookie', [...auth.setCookies, impersonationCookie(null, 0, secure)]);
      return reply.send({ ok: true });
    }
    if (!isImpersonationIdent(cookie))
      return reply.code(400).send({ error: 'Unknown impersonation session', code: 'ident' });
    if (before.impersonation)
      return reply.code(409).send({ error: 'Impersonation in progress', code: 'active' });
    const after = await auth.update({ impersonate: cookie });
    if (after?.impersonation?.ident !== cookie)
      return reply.code(400).send({ error: 'Impersonation refused', code: 'refused' });
    void reply.header('set-cookie', [
      ...auth.setCookies,
      impersonationCookie(cookie, opts.maxAgeSeconds, secure),
    ]);
    return reply.send({ ok: true });
  });
}

// Serves the React Router app: hashed assets from the client build, every other path
// rendered on the server with { auth, api } as the load context (apps/web/app/context.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { AuthConfig } from '@auth/core';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createRequestAuth, SessionCache, type RequestAuth } from './auth/auth-bridge.ts';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import type { FetchLike } from './inject-fetch.ts';
import { cspNonce, pagePolicy } from './security-headers.ts';
import { sendWebResponse, toWebRequest, type OriginResolver } from './web-bridge.ts';

export interface WebOptions {
  buildDir: string;
  mode: 'development' | 'production' | 'test';
  authConfig: AuthConfig;
  origin: OriginResolver;
  apiFetch: FetchLike;
}

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  const entry = path.join(buildDir, 'server', 'index.js');
  try {
    return (await import(pathToFileURL(entry).href)) as ServerBuild;
  } catch (error) {
    throw new Error(`The web build is missing at ${entry}: run 'npm run build' first`, {
      cause: error,
    });
  }
}

function shopApiFor(apiFetch: FetchLike, auth: RequestAuth, remoteAddress: string) {
  return {
    async fetch(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
      const session = await auth.getSession();
      const headers = new Headers(init.headers);
      if (session) headers.set('authorization', `Bearer ${session.accessToken}`);
      // SPEC §6: a visit's token works only with the header naming the visit (issue #13).
      if (session?.impersonation) headers.set(IMPERSONATION_HEADER, session.impersonation.ident);
      return apiFetch(pathAndQuery, { ...init, headers, remoteAddress });
    },
  };
}

export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const build = await loadServerBuild(opts.buildDir);
  const handle = createRequestHandler(build, opts.mode);

  await app.register(fastifyStatic, {
    root: path.join(opts.buildDir, 'client'),
    wildcard: false,
    index: false,
    setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
      // Vite fingerprints everything under assets/: cache it for a year.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  } as never);

  const sessions = new SessionCache();
  app.all('/*', async (req, reply) => {
    const origin = opts.origin(req);
    const request = toWebRequest(req, origin, reply);
    const auth = createRequestAuth(opts.authConfig, origin, request, sessions);
    // entry.server.tsx puts the nonce on every inline script React Router writes.
    const nonce = cspNonce();
    const response = await handle(request, {
      auth,
      api: shopApiFor(opts.apiFetch, auth, req.ip),
      cspNonce: nonce,
    });
    void reply.header('content-security-policy', pagePolicy(nonce));
    return sendWebResponse(reply, response, auth.setCookies);
  });
}

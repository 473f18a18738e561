// Fastify request → Web Request, Web Response → Fastify reply (STACK-NOTES: a ~30-line
// bridge in front of React Router and Auth.js). Multiple cookies survive via getSetCookie().
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth/auth-config.ts';

export type OriginResolver = (req: FastifyRequest) => string;

/** PUBLIC_URL when configured, else what the request says (honouring a trusted proxy). */
export function originResolver(publicUrl: string | undefined): OriginResolver {
  if (publicUrl) {
    const fixed = new URL(publicUrl).origin;
    return () => fixed;
  }
  return (req) => `${req.protocol}://${req.host}`;
}

export function toWebRequest(req: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  const controller = new AbortController();
  req.raw.once('close', () => {
    if (!req.raw.complete || req.raw.destroyed) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body);
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
    signal: controller.signal,
  });
}

export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  extraCookies: string[] = [],
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') void reply.header(key, value);
  });
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length) void reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // Documents are rendered whole (apps/web/app/entry.server.tsx): one buffer, one write.
  if (response.headers.get('content-type')?.startsWith('text/html'))
    return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

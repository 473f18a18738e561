// Fastify request → Web Request, Web Response → Fastify reply (STACK-NOTES: a ~30-line
// bridge in front of React Router and Auth.js). Multiple cookies survive via getSetCookie().
import { hostname, networkInterfaces } from 'node:os';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth/auth-config.ts';

export type OriginResolver = (req: FastifyRequest) => string;

/**
 * The names this machine answers to when no PUBLIC_URL says otherwise: loopback, its host name
 * and the addresses of its network interfaces, plus the configured listen address.
 */
export function ownHostnames(listenHost?: string): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', hostname().toLowerCase()]);
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? []) names.add(entry.address.toLowerCase());
  if (listenHost && listenHost !== '0.0.0.0' && listenHost !== '::')
    names.add(listenHost.toLowerCase());
  return names;
}

/**
 * PUBLIC_URL when configured. Otherwise what the request says (honouring a trusted proxy for
 * the protocol and host), but only for a host name of this machine: Auth.js builds its redirects
 * from this origin, so a forged `Host: evil.example` must not send a user off-site (issue #10
 * §4). Any other name gets the local address, localhost on the port the request came in on.
 */
export function originResolver(
  publicUrl: string | undefined,
  allowedHostnames: ReadonlySet<string> = ownHostnames(),
): OriginResolver {
  if (publicUrl) {
    const fixed = new URL(publicUrl).origin;
    return () => fixed;
  }
  return (req) => {
    const name = req.hostname.toLowerCase();
    const bare = name.startsWith('[') ? name.slice(1, -1) : name;
    // Rebuilt from the checked parts, never copied: `Host: localhost:1@evil.example` has
    // neither an allowed name nor a port.
    if (allowedHostnames.has(bare)) {
      const port = req.port;
      return `${req.protocol}://${name}${port === null ? '' : `:${port}`}`;
    }
    const localPort = req.socket.localPort;
    return `${req.protocol}://localhost${localPort ? `:${localPort}` : ''}`;
  };
}

/**
 * `reply`: the request's signal aborts when the client goes away before the answer is sent.
 * It must follow the response: a request's own 'close' also fires once a body has been read,
 * which aborted every POST with a body and turned its answer into an empty 500.
 */
export function toWebRequest(req: FastifyRequest, origin: string, reply?: FastifyReply): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  const controller = new AbortController();
  reply?.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
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

// The security headers of every answer (issue #10 §4; docs/decisions/017-production-and-headers.md).
// Pages of the React Router app get a Content-Security-Policy with a fresh nonce per request
// (web.ts): their inline hydration and scroll scripts carry it, no other inline script runs.
// Every other answer (API JSON, Auth.js, media, assets) gets a policy that allows nothing, so
// a JSON or SVG answer opened as a document cannot run anything either.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OriginResolver } from './web-bridge.ts';

/** A nonce per document: 128 random bits (CSP3 asks for at least 128). */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy of a page. Scripts: the app's own bundles and the inline scripts holding the nonce
 * (no zod runs in production pages any more, decision 020, so no hash for its configuration);
 * never 'unsafe-inline' or 'unsafe-eval'. 'wasm-unsafe-eval' lets WebAssembly compile and nothing
 * else (no eval of script text): the barcode reader is ZXing in WebAssembly (issue #15, decision
 * 041). Styles keep 'unsafe-inline': React and Radix set `style` attributes
 * (server-rendered positions, the scroll lock's <style>), which carry no nonce; style injection
 * cannot run code.
 */
export function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every answer that is not a page of the app (and not the API docs' own UI). */
export const LOCKED_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Powerful browser features: off for anything the shop embeds, and off for the shop itself
 * except the camera, which the barcode scan asks for (issue #15, decision 041).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** HSTS: half a year, this host only (a sibling host may still be served over http). */
export const HSTS = 'max-age=15552000';

export interface SecurityHeaderOptions {
  origin: OriginResolver;
  /** Answers under this prefix bring their own policy (the Swagger UI, when it is on). */
  docsPrefix?: string;
}

export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('x-frame-options', 'DENY');
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Only over https (PUBLIC_URL https, or X-Forwarded-Proto from a trusted proxy): over plain
    // http browsers ignore it, and a local `npm start` must stay reachable over http.
    if (opts.origin(req).startsWith('https:')) void reply.header('strict-transport-security', HSTS);
    const docs = opts.docsPrefix !== undefined && req.url.startsWith(opts.docsPrefix);
    // A PDF opens in the browser's own viewer, which a policy of 'none' would keep from drawing.
    const pdf = String(reply.getHeader('content-type') ?? '').startsWith('application/pdf');
    if (!reply.hasHeader('content-security-policy') && !docs && !pdf)
      void reply.header('content-security-policy', LOCKED_POLICY);
    done(null, payload);
  });
}

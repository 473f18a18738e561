// Server rendering of a document request. Unlike React Router's default entry (which streams
// React's output through a PassThrough, a web ReadableStream and back into a Node stream), the
// whole document is collected first and answered as one buffer with a Content-Length:
// - no screen of this shop streams: every loader awaits its data (no <Await>/<Suspense>), so
//   the first byte could not leave earlier anyway;
// - one socket write instead of ~40 chunk hand-offs through three stream layers is the cheaper
//   path for the ~85 kB category page (issue #3: the SSR page is the CPU-bound bench scenario;
//   bench/README.md has the figures);
// - the whole document is at hand to make it paint before its JavaScript loads (issue #11,
//   lib/paint-first.ts).
import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import './i18n/register-english';
import { paintFirst } from './lib/paint-first';

/** React Router aborts pending loader promises after this; the render gives up a second later. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> | Response {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.once('finish', () => {
      clearTimeout(timeout);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      const html = paintFirst(Buffer.concat(chunks).toString('utf8'));
      resolve(new Response(Buffer.from(html), { status, headers: responseHeaders }));
    });

    // The server's Content-Security-Policy allows inline scripts with this nonce only
    // (apps/server/src/security-headers.ts): ServerRouter hands it to <Scripts> and
    // <ScrollRestoration> and its own hydration script, React to any script it writes.
    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        // Everything, including React Router's hydration data, before the first byte.
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          // Errors in the shell reject above and are logged by handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

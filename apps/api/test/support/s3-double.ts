// An in-process stand-in for an S3-compatible bucket (decision 043's FILE_STORAGE=s3 tests): a
// node:http server answering path-style PUT, GET, HEAD and DELETE of `/<bucket>/<key>`, keeping
// objects in memory. Every request must be signed (`Authorization: AWS4-HMAC-SHA256
// Credential=<access key id>/…`) with the configured key id, else 403 like S3; the signature
// itself is not verified (the SDK makes it). `failWith(status)` makes every call fail until
// `failWith(null)`; `close()` stops the server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

export interface S3Double {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The objects by key (without the bucket). */
  objects: Map<string, StoredObject>;
  /** Each request as `METHOD /bucket/key → status`, in order. */
  log: string[];
  /** Every later request answers this status (500, 503 …) until null. */
  failWith(status: number | null): void;
  /** The environment of an API that stores its uploads here. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3Double(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3Double> {
  const bucket = options.bucket ?? 'gradnik-test';
  const accessKeyId = options.accessKeyId ?? 'TESTACCESSKEY0001';
  const secretAccessKey = options.secretAccessKey ?? 'test-secret-key-never-logged-0123456789';
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];
  let failure: number | null = null;
  const signed = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${accessKeyId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`,
  );

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    const method = request.method ?? 'GET';
    const reply = (
      status: number,
      body?: Buffer | string,
      headers: Record<string, string> = {},
    ) => {
      log.push(`${method} ${path} → ${status}`);
      response.writeHead(status, headers);
      response.end(method === 'HEAD' ? undefined : body);
    };
    const body = await bodyOf(request);
    const xml = { 'content-type': 'application/xml' };
    if (!signed.test(String(request.headers.authorization ?? '')))
      return reply(403, xmlError('AccessDenied', 'Access Denied'), xml);
    if (failure !== null)
      return reply(failure, xmlError('InternalError', 'We encountered an internal error.'), xml);
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix) || path.length === prefix.length)
      return reply(404, xmlError('NoSuchBucket', 'The specified bucket does not exist'), xml);
    const key = path.slice(prefix.length);
    if (method === 'PUT') {
      const type = request.headers['content-type'];
      objects.set(key, { body, contentType: typeof type === 'string' ? type : undefined });
      return reply(200, '', { etag: '"double"' });
    }
    if (method === 'GET' || method === 'HEAD') {
      const found = objects.get(key);
      if (!found)
        return reply(404, xmlError('NoSuchKey', 'The specified key does not exist.'), xml);
      return reply(200, found.body, {
        'content-type': found.contentType ?? 'application/octet-stream',
        'content-length': String(found.body.length),
        etag: '"double"',
      });
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return reply(204);
    }
    return reply(405, xmlError('MethodNotAllowed', 'Method not allowed'), xml);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    failWith(status) {
      failure = status;
    },
    env: () => ({
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

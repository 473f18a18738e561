// Where an upload's bytes live (issue #16: "files are stored where every instance can read them:
// the database by default, or an S3-compatible bucket when configured"; decision 043). One
// interface for the upload store (repository.ts):
// - `database` (default): the bytes go into the row (`uploads.data`), as before;
// - `s3` (FILE_STORAGE=s3): the bytes go into the bucket under a random key (`uploads/<uuid>`)
//   and the row keeps only the key (`uploads.storage_key`, data NULL).
// Reading follows the row, not the current setting: a row with data is read from the database,
// one with a key from the bucket, so switching FILE_STORAGE either way keeps every file served.
// Files always go out through our API (ownership checked there); no bucket or presigned URL is
// ever handed to a client. The bucket's secret key is never logged.
import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig, S3Settings } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

export type FileStorageKind = ApiConfig['fileStorage'];

/** Where one file's bytes are: exactly one is set (the `uploads` CHECK of migration 0024). */
export type StoredBytes = { data: Buffer; storageKey: null } | { data: null; storageKey: string };

/**
 * The bucket could not be used: `unavailable` (unreachable, refusing, erroring: try later) or
 * `missing` (it answered that the object is not there). Routes answer 503 / 404 (http.ts).
 */
export class FileStorageError extends Error {
  override name = 'FileStorageError';
  constructor(
    readonly reason: 'unavailable' | 'missing',
    message: string,
  ) {
    super(message);
  }
}

export function isFileStorageError(value: unknown): value is FileStorageError {
  return value instanceof FileStorageError;
}

/** The few object calls the storage needs; the S3 client below, or a test's stand-in. */
export interface ObjectBucket {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  close(): void;
}

export interface FileStorage {
  /** Where new files go now (FILE_STORAGE). */
  readonly kind: FileStorageKind;
  /** Stores new bytes: in the row (nothing to do yet) or as a new object in the bucket. */
  put(bytes: Buffer, contentType: string): Promise<StoredBytes>;
  /** A stored file's bytes, from whichever column of its row is set. */
  get(row: { data: Buffer | null; storageKey: string | null }): Promise<Buffer>;
  /** Removes a file's object (nothing for bytes in the row). Throws FileStorageError. */
  delete(row: { storageKey: string | null }): Promise<void>;
  /** `delete` for clean-up: a failure is logged (the key, never a secret) and swallowed. */
  discard(rows: readonly { storageKey: string | null }[]): Promise<void>;
}

/** The key of a new object: random, so it cannot be guessed or enumerated. */
export function newStorageKey(): string {
  return `uploads/${randomUUID()}`;
}

/** What may be logged of a bucket failure: its kind and status, never the request or a key. */
export function storageFailureFacts(error: unknown): { error: string; status?: number } {
  if (error instanceof S3ServiceException)
    return { error: error.name, status: error.$metadata.httpStatusCode };
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { error: typeof code === 'string' ? code : error.name };
  }
  return { error: 'unknown' };
}

/** An S3-compatible bucket through the AWS SDK (path-style for MinIO, Ceph, Hetzner …). */
export function s3Bucket(settings: S3Settings): ObjectBucket {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's newer default checksums (CRC32 headers, aws-chunked bodies) are not understood
    // by every S3-compatible store; the signed SHA-256 of the payload is enough here.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer must not hold the request: one retry, then 503.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
  });
  const bucket = settings.bucket;
  const failed = (error: unknown): FileStorageError => {
    if (error instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(error.name))
      return new FileStorageError('missing', 'the object is not in the bucket');
    const facts = storageFailureFacts(error);
    return new FileStorageError(
      'unavailable',
      `the bucket failed: ${facts.error}${facts.status ? ` (${facts.status})` : ''}`,
    );
  };
  return {
    async put(key, bytes, contentType) {
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
        )
        .catch((error: unknown) => {
          throw failed(error);
        });
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) throw new FileStorageError('missing', 'the object has no body');
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        throw isFileStorageError(error) ? error : failed(error);
      }
    },
    async delete(key) {
      await client
        .send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
        .catch((error: unknown) => {
          throw failed(error);
        });
    },
    close() {
      client.destroy();
    },
  };
}

/** The storage of the configured kind; `bucket` is needed for `s3` and for reading its rows. */
export function createFileStorage(
  kind: FileStorageKind,
  bucket: ObjectBucket | null,
  log: FastifyBaseLogger,
): FileStorage {
  if (kind === 's3' && !bucket) throw new Error('FILE_STORAGE=s3 needs a bucket');
  const objects = (): ObjectBucket => {
    // A row stored in the bucket while no bucket is configured any more.
    if (!bucket) throw new FileStorageError('unavailable', 'no bucket is configured');
    return bucket;
  };
  const storage: FileStorage = {
    kind,
    async put(bytes, contentType) {
      if (kind === 'database') return { data: bytes, storageKey: null };
      const key = newStorageKey();
      await objects().put(key, bytes, contentType);
      return { data: null, storageKey: key };
    },
    async get(row) {
      if (row.data !== null) return row.data;
      if (row.storageKey === null) throw new Error('an upload row with neither data nor key');
      return objects().get(row.storageKey);
    },
    async delete(row) {
      if (row.storageKey !== null) await objects().delete(row.storageKey);
    },
    async discard(rows) {
      for (const row of rows) {
        if (row.storageKey === null) continue;
        await storage.delete(row).catch((error: unknown) => {
          // The key names a file nobody can reach any more; an operator may remove it by hand.
          log.warn(
            { storageKey: row.storageKey, ...storageFailureFacts(error) },
            'uploaded object not removed',
          );
        });
      }
    },
  };
  return storage;
}

/** `fastify.fileStorage`, from the config (FILE_STORAGE, S3_*); the client closes with the app. */
export const fileStoragePlugin = fp(
  (fastify: FastifyInstance) => {
    const config = fastify.apiConfig;
    const bucket = config.s3 ? s3Bucket(config.s3) : null;
    if (bucket) fastify.addHook('onClose', () => bucket.close());
    fastify.decorate('fileStorage', createFileStorage(config.fileStorage, bucket, fastify.log));
    if (config.fileStorage === 's3' && config.s3)
      fastify.log.info(
        { bucket: config.s3.bucket, endpoint: config.s3.endpoint ?? 'aws' },
        'uploads are stored in the S3-compatible bucket',
      );
    return Promise.resolve();
  },
  { name: 'gradnik-api-file-storage', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);

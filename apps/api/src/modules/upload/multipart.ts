// Reading a multipart form (SPEC §7: the product inquiry is multipart; issue #14's inquiry page
// and issue #16's complaints send files) with @fastify/multipart, registered by a route plugin
// in its own scope (`registerMultipart`), so no other route accepts multipart bodies. Every way a
// form can be wrong (not multipart, a limit passed, a broken body) becomes a FormReadError
// naming the message (messages.ts) and the status, which the route turns into its answer: a
// library error never reaches the error handler as a 500 or an English text.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_NAME_MAX_LENGTH,
} from '@gradnik/domain/attachments';
import type { UploadMessageKey } from './messages.ts';

/** Bytes of one text field (a 2000-character message in 4-byte characters fits). */
const FIELD_MAX_BYTES = 16 * 1024;
const FIELDS_MAX = 8;

/** @fastify/multipart in the calling plugin's scope, with the attachment limits. */
export async function registerMultipart(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      // One more than allowed is read as far as its header, so "too many" is told, not cut.
      files: ATTACHMENT_MAX_FILES + 1,
      fields: FIELDS_MAX,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 100,
      parts: ATTACHMENT_MAX_FILES + 1 + FIELDS_MAX,
      headerPairs: 200,
    },
    throwFileSizeLimit: true,
  });
}

export class FormReadError extends Error {
  override name = 'FormReadError';
  constructor(
    readonly key: UploadMessageKey,
    readonly statusCode: number,
    readonly vars: { name?: string; max?: number } = {},
    /** The form field it concerns, when one. */
    readonly field?: string,
  ) {
    super(key);
  }
}

export interface FormFile {
  /** The name the browser gave, cleaned for messages (the stored name is made later). */
  name: string;
  data: Buffer;
}

export interface FormContent {
  fields: Map<string, string>;
  files: FormFile[];
}

/** A client-given name fit to quote in a message (no control characters, not too long). */
export function displayName(name: string | undefined): string {
  const clean = (name ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .replace(/[\u0000-\u001f\u007f]|[\ud800-\udfff]/g, '')
    .split(/[\\/]/)
    .pop()
    ?.trim();
  return [...(clean || '?')].slice(0, ATTACHMENT_NAME_MAX_LENGTH).join('');
}

function libraryError(error: unknown): FormReadError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new FormReadError('tooManyFiles', 413, { max: ATTACHMENT_MAX_FILES }, 'files');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new FormReadError('tooManyParts', 413);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new FormReadError('notMultipart', 415);
    default:
      // Busboy's "Unexpected end of form", "Malformed part header", a prototype field name,
      // a closed connection …: the body is not a form we can read.
      return new FormReadError('malformed', 400);
  }
}

/**
 * Reads every part: text fields named in `fieldNames` (others are ignored), files only under
 * `fileField` (at most ATTACHMENT_MAX_FILES, each at most ATTACHMENT_MAX_BYTES, held in memory:
 * they are re-encoded before anything is stored).
 */
export async function readForm(
  request: FastifyRequest,
  opts: { fieldNames: readonly string[]; fileField: string | null },
): Promise<FormContent> {
  if (!request.isMultipart()) throw new FormReadError('notMultipart', 415);
  const fields = new Map<string, string>();
  const files: FormFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const name = displayName(part.filename);
        if (opts.fileField === null || part.fieldname !== opts.fileField) {
          part.file.resume();
          throw new FormReadError('unexpectedFile', 400, { name: displayName(part.fieldname) });
        }
        if (files.length >= ATTACHMENT_MAX_FILES) {
          part.file.resume();
          throw new FormReadError('tooManyFiles', 413, { max: ATTACHMENT_MAX_FILES }, 'files');
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if (
            typeof error === 'object' &&
            error !== null &&
            'code' in error &&
            error.code === 'FST_REQ_FILE_TOO_LARGE'
          )
            throw new FormReadError(
              'fileTooLarge',
              413,
              { name, max: ATTACHMENT_MAX_BYTES / (1024 * 1024) },
              'files',
            );
          throw error;
        }
        files.push({ name, data });
        continue;
      }
      if (!opts.fieldNames.includes(part.fieldname)) continue;
      if (part.valueTruncated)
        throw new FormReadError('fieldTooLong', 400, { name: part.fieldname }, part.fieldname);
      // A field sent twice: the first counts (as a plain HTML form's first value would).
      if (!fields.has(part.fieldname))
        fields.set(part.fieldname, typeof part.value === 'string' ? part.value : '');
    }
  } catch (error) {
    if (error instanceof FormReadError) throw error;
    throw libraryError(error);
  }
  return { fields, files };
}

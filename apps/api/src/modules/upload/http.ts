// The HTTP side of uploads, the same for every route that takes files (issue #14's questions,
// issue #16's complaints; decision 037): a form's refusal and a file's refusal as a 4xx in the
// request's language, the check of each file by its content, a failed bucket as a 503 (decision
// 043), and the headers a stored file is handed out with.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { checkUpload, type CheckedFile } from './content.ts';
import { uploadMessage } from './messages.ts';
import { FormReadError, type FormFile } from './multipart.ts';
import { contentDisposition } from './repository.ts';
import { isFileStorageError, storageFailureFacts } from './storage.ts';

/** PostgreSQL text takes no NUL; other control characters but tab and line breaks are junk too. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A FormReadError as its 4xx, naming the field it is about; any other error as it is. */
export function formError(request: FastifyRequest, error: unknown): unknown {
  if (!(error instanceof FormReadError)) return error;
  const text = uploadMessage(error.key, requestLocale(request), error.vars);
  return new HttpError(error.statusCode, text, error.key, { [error.field ?? 'form']: [text] });
}

/**
 * A FileStorageError as its answer in the request's language: the bucket unreachable or failing
 * is 503 (saving or reading: try again), an object it says is gone 404; any other error as it
 * is. Logged as a warning with the failure's kind only (no key, no credentials).
 */
export function fileStorageFailure(
  request: FastifyRequest,
  error: unknown,
  action: 'save' | 'read',
): unknown {
  if (!isFileStorageError(error)) return error;
  const locale = requestLocale(request);
  request.log.warn({ reason: error.reason, ...storageFailureFacts(error) }, error.message);
  if (error.reason === 'missing')
    return new HttpError(404, uploadMessage('storageMissing', locale), 'storage_missing');
  const key = action === 'save' ? 'storageUnavailable' : 'storageReadUnavailable';
  const text = uploadMessage(key, locale);
  const fields = action === 'save' ? { files: [text] } : undefined;
  return new HttpError(503, text, 'storage_unavailable', fields, { 'retry-after': '10' });
}

/** Each file checked by its content and re-encoded (content.ts). */
export async function checkedFiles(
  request: FastifyRequest,
  files: FormFile[],
): Promise<CheckedFile[]> {
  const kept: CheckedFile[] = [];
  // One at a time: decoding is memory-hungry, and the first refusal ends the request.
  for (const file of files) {
    const result = await checkUpload(file.name, file.data);
    if (!result.ok) {
      const text = uploadMessage(result.reason, requestLocale(request), { name: file.name });
      request.log.info({ reason: result.reason, bytes: file.data.length }, 'upload refused');
      throw new HttpError(400, text, `upload_${result.reason}`, { files: [text] });
    }
    kept.push(result.file);
  }
  return kept;
}

/** The headers of every stored file the API hands out: never rendered inline, never sniffed. */
export function sendStoredFile(reply: FastifyReply, type: string, fileName: string, data: Buffer) {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(data);
}

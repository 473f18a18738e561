// A multipart/form-data body for app.inject (issue #14: the product inquiry and the inquiry
// page send multipart, SPEC §7), built by hand so a test can also send what a browser would not.
import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field?: string;
  name: string;
  type?: string;
  data: Buffer;
}

export function multipartBody(
  fields: Record<string, string>,
  files: readonly MultipartFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gradnik${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

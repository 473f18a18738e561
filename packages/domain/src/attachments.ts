// Files attached to a question (issue #14, the inquiry page /povprasevanje) and, later, to a
// complaint (issue #16): one set of limits for both, and the content sniffing both sides use
// (docs/decisions/037-questions-and-uploads.md). The server decides: it checks the bytes, never
// the name or the browser's claimed type, and re-encodes what it keeps. The browser checks the
// same limits first only so the buyer hears at once (a file the browser lets through can still
// be refused by its content).

/** At most this many files per question (and per complaint). */
export const ATTACHMENT_MAX_FILES = 5;
/** At most this many bytes per file as uploaded (10 MB). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The longest file name we keep (cut before the extension). */
export const ATTACHMENT_NAME_MAX_LENGTH = 120;

export const ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** What the file picker offers (`accept`); only a hint, the content decides. */
export const ATTACHMENT_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

const EXTENSION: Record<AttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export function isAttachmentType(value: string): value is AttachmentType {
  return (ATTACHMENT_TYPES as readonly string[]).includes(value);
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type the file's first bytes ("magic numbers") say it is, or null: JPEG FF D8 FF, PNG
 * 89 50 4E 47 0D 0A 1A 0A, WEBP 'RIFF' …. 'WEBP', PDF '%PDF-'. Only a first check: the server
 * then decodes the whole file (a file that merely starts right is still refused).
 */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** ISO-BMFF brands of HEIC/HEIF photos (iPhones' default); AVIF ('avif', 'avis') is not one. */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);

/**
 * Whether the file is a HEIC/HEIF photo ('ftyp' box with a HEIF brand at byte 4). Issue #16:
 * the installed sharp decodes HEIF only as AVIF (its libheif has no HEVC decoder), so such a
 * photo is refused with its own message telling the buyer to choose JPEG (decision 043).
 */
export function isHeif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 12) return false;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return HEIF_BRANDS.has(brand);
}

/**
 * A file name safe to show and to send back in Content-Disposition: no path, no control or
 * reserved characters, at most ATTACHMENT_NAME_MAX_LENGTH characters, and the extension of the
 * type the content has (a 'photo.png' that is a JPEG is kept as 'photo.jpg').
 */
export function attachmentFileName(original: string, type: AttachmentType): string {
  const base = original.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    // Control characters, lone surrogates and the characters file systems and headers reserve.
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .replace(/[\u0000-\u001f\u007f<>:"|?*;%\\/]|[\ud800-\udfff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const extension = EXTENSION[type];
  const room = ATTACHMENT_NAME_MAX_LENGTH - extension.length - 1;
  const cut = [...(stem || 'priloga')].slice(0, room).join('').trim();
  return `${cut || 'priloga'}.${extension}`;
}

/** A file as the browser's picker gives it (name, size, claimed type). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export type AttachmentProblem =
  | { kind: 'tooMany'; max: number }
  | { kind: 'tooLarge'; name: string; maxBytes: number }
  | { kind: 'empty'; name: string }
  | { kind: 'type'; name: string };

const NAME_EXTENSION = /\.(jpe?g|png|webp|pdf)$/i;

/**
 * The browser's pre-check of the picked files (the server decides): count, size, and a type
 * named by the picker or by the file's extension.
 */
export function attachmentProblems(files: readonly PickedFile[]): AttachmentProblem[] {
  const problems: AttachmentProblem[] = [];
  if (files.length > ATTACHMENT_MAX_FILES)
    problems.push({ kind: 'tooMany', max: ATTACHMENT_MAX_FILES });
  for (const file of files) {
    if (file.size === 0) problems.push({ kind: 'empty', name: file.name });
    else if (file.size > ATTACHMENT_MAX_BYTES)
      problems.push({ kind: 'tooLarge', name: file.name, maxBytes: ATTACHMENT_MAX_BYTES });
    if (!isAttachmentType(file.type) && !NAME_EXTENSION.test(file.name))
      problems.push({ kind: 'type', name: file.name });
  }
  return problems;
}

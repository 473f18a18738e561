// Checking and re-encoding an uploaded file (issue #14 questions, issue #16 complaints; decision
// 037). The content decides, never the name or the browser's claimed type: the first bytes must
// be one of the allowed types (@gradnik/domain/attachments), and the whole file must decode as
// that type. What is kept is a new file made from the decoded content:
// - images (JPEG, PNG, WEBP) through sharp: turned upright by their EXIF orientation, then written
//   anew in the same format without any metadata (EXIF with GPS position, XMP, ICC comments);
//   a file that is "an image" only in its first bytes fails to decode and is refused;
// - PDFs through pdf-lib: loaded (an encrypted or broken file is refused) and their pages
//   copied into a new document, so the document's scripts (OpenAction, names), embedded files,
//   forms and metadata stay behind; each page's annotations and actions are dropped too (links
//   may run scripts).
// A polyglot (say a PDF that is also a ZIP, or a JPEG with a script appended) is thereby reduced
// to what its type shows.
import { createHash } from 'node:crypto';
import { EncryptedPDFError, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import sharp, { type Metadata } from 'sharp';
import {
  attachmentFileName,
  isHeif,
  sniffAttachmentType,
  type AttachmentType,
} from '@gradnik/domain/attachments';

/** Decoded images larger than this are refused (a small file can unpack to gigabytes). */
const MAX_IMAGE_PIXELS = 50_000_000;
/** A PDF with more pages than this is refused (copying pages costs memory per page). */
const MAX_PDF_PAGES = 500;

export interface CheckedFile {
  fileName: string;
  contentType: AttachmentType;
  data: Buffer;
  byteSize: number;
  sha256: string;
}

/** Why a file was refused; each has a message in messages.ts. */
export type UploadRefusal =
  'empty' | 'type' | 'heic' | 'damaged' | 'encrypted' | 'tooManyPixels' | 'tooManyPages';

export type CheckResult = { ok: true; file: CheckedFile } | { ok: false; reason: UploadRefusal };

const SHARP_FORMAT: Record<Exclude<AttachmentType, 'application/pdf'>, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

async function reencodeImage(
  data: Buffer,
  type: Exclude<AttachmentType, 'application/pdf'>,
): Promise<Buffer | UploadRefusal> {
  // failOn 'warning': a truncated or corrupt image is refused rather than half decoded.
  const image = sharp(data, {
    failOn: 'warning',
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated: false,
  });
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch {
    return 'damaged';
  }
  // The decoder must agree with the first bytes (no "PNG" header in front of something else).
  if (meta.format !== SHARP_FORMAT[type]) return 'damaged';
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) return 'tooManyPixels';
  try {
    // rotate() without an angle applies the EXIF orientation; sharp writes no metadata unless
    // asked (withMetadata), so EXIF, XMP and IPTC are gone.
    const upright = image.rotate();
    if (type === 'image/jpeg') return await upright.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    if (type === 'image/png') return await upright.png({ compressionLevel: 9 }).toBuffer();
    return await upright.webp({ quality: 88 }).toBuffer();
  } catch {
    return 'damaged';
  }
}

async function resavePdf(data: Buffer): Promise<Buffer | UploadRefusal> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(data, { updateMetadata: false });
  } catch (error) {
    return error instanceof EncryptedPDFError ? 'encrypted' : 'damaged';
  }
  try {
    if (source.isEncrypted) return 'encrypted';
    const count = source.getPageCount();
    if (count === 0) return 'damaged';
    if (count > MAX_PDF_PAGES) return 'tooManyPages';
    const copy = await PDFDocument.create({ updateMetadata: false });
    const pages = await copy.copyPages(source, source.getPageIndices());
    for (const page of pages) {
      // Links and form widgets may carry actions (JavaScript, launch); page actions too.
      page.node.delete(PDFName.of('Annots'));
      page.node.delete(PDFName.of('AA'));
      copy.addPage(page);
    }
    return Buffer.from(await copy.save({ useObjectStreams: true }));
  } catch {
    return 'damaged';
  }
}

/** The file as it will be kept, or why it is refused. */
export async function checkUpload(originalName: string, data: Buffer): Promise<CheckResult> {
  if (data.length === 0) return { ok: false, reason: 'empty' };
  // Issue #16: a phone's HEIC photo gets its own message (sharp here cannot decode it).
  if (isHeif(data)) return { ok: false, reason: 'heic' };
  const type = sniffAttachmentType(data);
  if (type === null) return { ok: false, reason: 'type' };
  const result =
    type === 'application/pdf' ? await resavePdf(data) : await reencodeImage(data, type);
  if (typeof result === 'string') return { ok: false, reason: result };
  return {
    ok: true,
    file: {
      fileName: attachmentFileName(originalName, type),
      contentType: type,
      data: result,
      byteSize: result.length,
      sha256: createHash('sha256').update(result).digest('hex'),
    },
  };
}

/** The long edge of a thumbnail (issue #16: complaint photos in the detail's gallery). */
export const THUMBNAIL_EDGE = 320;

/**
 * A small JPEG of a stored image (issue #16, decision 043), made when asked: the stored file was
 * re-encoded on upload, so this decodes only what the shop itself wrote. Null for a PDF.
 */
export async function thumbnailOf(
  contentType: AttachmentType,
  data: Buffer,
): Promise<Buffer | null> {
  if (contentType === 'application/pdf') return null;
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
}

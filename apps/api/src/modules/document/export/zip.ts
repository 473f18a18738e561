// ZIP of several document PDFs (issue #12). Entries arrive one by one, so the route can render
// one PDF, hand it over and render the next while the client downloads.
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const FALLBACK_NAME = 'dokument';

/**
 * The entries as a ZIP, each added as it arrives and the archive ended when `entries` ends.
 * Names are cleaned (see safeEntryName) and made unique: a second 'racun-RA-26-1.pdf' becomes
 * 'racun-RA-26-1 (2).pdf'. An error from `entries` destroys the stream with that error; when
 * the consumer destroys the stream, no more entries are pulled.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  const zip = new ZipFile();
  const out = zip.outputStream;
  // yazl creates outputStream as a PassThrough; its typings only say ReadableStream, and the
  // writable side is what tells us the consumer is behind.
  if (!(out instanceof PassThrough)) throw new TypeError('yazl outputStream is not a PassThrough');
  zip.on('error', (error: Error) => out.destroy(error));
  addEntries(zip, out, entries).catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

async function addEntries(
  zip: ZipFile,
  out: PassThrough,
  entries: AsyncIterable<ZipEntry>,
): Promise<void> {
  const names = new UniqueNames();
  for await (const entry of entries) {
    // The client went away: leaving the loop calls entries.return(), so no more PDFs are rendered.
    if (out.destroyed) return;
    // Stored, not deflated: a PDF's streams are already Flate-compressed, so deflating again
    // gains a few percent for real CPU time. A stored entry is also written synchronously,
    // which is what lets the drain wait below hold back the next PDF until this one is read.
    zip.addBuffer(entry.data, names.take(safeEntryName(entry.name)), { compress: false });
    await drained(out);
  }
  if (!out.destroyed) zip.end();
}

/** Resolves when the consumer has read what is buffered (or has gone away). */
async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * A name that unpacks as one plain file everywhere: path separators (and the other characters
 * Windows refuses in a file name, ':' among them, which yazl would also take for a drive
 * letter) become '-', so an entry cannot land in another folder (zip slip); control and
 * invisible formatting characters (a right-to-left override can disguise 'fdp.exe' as
 * 'exe.pdf') are dropped; leading dots (hidden files, '..') and trailing dots and spaces
 * (Windows drops them) go. NFC so that 'č' typed on a Mac and on Windows is the same name.
 */
export function safeEntryName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[/\\:*?"<>|]/g, '-')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned === '' ? FALLBACK_NAME : cleaned;
}

/** Hands out each name once: 'a.pdf', 'a (2).pdf', 'a (3).pdf', … */
class UniqueNames {
  // Compared without case: Windows and macOS file systems would put 'A.pdf' and 'a.pdf' in one file.
  private readonly taken = new Set<string>();

  take(name: string): string {
    const dot = name.lastIndexOf('.');
    const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n += 1) {
      candidate = `${base} (${n})${extension}`;
    }
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}

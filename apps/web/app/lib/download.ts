// Downloads a file of the shop API from the browser (issue #12: a document's PDF, a ZIP of PDFs,
// the documents list as CSV or XLSX). The API wants the session's bearer token, which a plain
// link cannot send, so the file is fetched, read chunk by chunk with its progress reported
// ("an export of 10 000 rows shows a progress indicator"), and saved through a temporary
// <a download> under the name of its Content-Disposition. A CSV counts its line ends against
// the row count of the x-export-rows header for a percentage; other files use Content-Length
// when it tells the size of what is read, else the progress has no percentage.
// A failure (non-2xx) carries the shop API's error body: ShopApiError, as every other call.
import { EXPORT_ROWS_HEADER } from '@gradnik/contracts/document-list-params';
import { formatNumber } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withApiLanguage } from './api-language';
import { ShopApiError, errorMessagesOf, useShopCaller } from './basket-client';

export interface DownloadProgress {
  /** Bytes read so far. */
  bytes: number;
  /** 0–100 when the size of the whole is known, else null (an indeterminate bar). */
  percent: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (RFC 6266): filename* first, then filename. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  if (extended) {
    const parts = /^([\w!#$&+^`{}~-]+)'[^']*'(.+)$/.exec(extended.trim());
    if (parts) {
      const [, charset = '', encoded = ''] = parts;
      try {
        const name =
          charset.toUpperCase() === 'UTF-8'
            ? decodeURIComponent(encoded)
            : encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              );
        const clean = cleanFileName(name);
        if (clean) return clean;
      } catch {
        // A malformed escape: fall back to the plain filename.
      }
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  if (quoted !== undefined) return cleanFileName(quoted.replace(/\\(.)/g, '$1'));
  const token = /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i.exec(header)?.[1];
  return token ? cleanFileName(token) : null;
}

/** A name without folders or control characters; null when nothing is left. */
function cleanFileName(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}

const LINE_FEED = 0x0a;

/** Line ends in a chunk of UTF-8 (a byte 0x0A is never part of a longer character). */
export function countLineFeeds(chunk: Uint8Array): number {
  let count = 0;
  for (let i = chunk.indexOf(LINE_FEED); i !== -1; i = chunk.indexOf(LINE_FEED, i + 1)) {
    count += 1;
  }
  return count;
}

/** A count header (x-export-rows, Content-Length) as a number; null when missing or no count. */
export function headerCount(header: string | null): number | null {
  const text = header?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/**
 * How far a CSV export has come: the header line and one line per row. Stays below 100 until
 * the file has been read whole (a quoted field may hold a line break of its own).
 */
export function csvPercent(lineFeeds: number, rows: number): number {
  return Math.min(99, Math.floor((lineFeeds / (rows + 1)) * 100));
}

/** How far a file of known size has come, below 100 until it has been read whole. */
export function sizePercent(bytes: number, size: number): number {
  return size > 0 ? Math.min(99, Math.floor((bytes / size) * 100)) : 0;
}

/** Bytes for people: '850 B', '340 kB', '1,2 MB' (Slovenian) or '1.2 MB' (English). */
export function formatSize(bytes: number, locale: Locale): string {
  if (bytes < 1024) return `${formatNumber(bytes, locale, 0)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, locale, 0)} kB`;
  return `${formatNumber(bytes / (1024 * 1024), locale, 1)} MB`;
}

export interface DownloadOptions {
  token: string | null;
  locale: Locale;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** The least time between two progress reports (ms); the first and last always report. */
  progressInterval?: number;
}

/** The whole file at `path`; throws ShopApiError on a non-2xx answer. */
export async function fetchDownload(
  path: string,
  options: DownloadOptions,
): Promise<DownloadedFile> {
  const headers = new Headers({ Accept: '*/*' });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  const response = await fetch(
    path,
    withApiLanguage(options.locale, {
      headers,
      signal: options.signal,
      credentials: 'same-origin',
    }),
  );
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // A proxy's HTML error page: no message beyond the status.
    }
    const { messages, code } = errorMessagesOf(body);
    throw new ShopApiError(response.status, messages, code, body);
  }

  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ??
    path.split('?')[0]?.split('/').filter(Boolean).pop() ??
    'download';
  const isCsv = /^text\/csv\b/i.test(type) || fileName.toLowerCase().endsWith('.csv');
  const rows = isCsv ? headerCount(response.headers.get(EXPORT_ROWS_HEADER)) : null;
  // Content-Length counts the bytes on the wire: with Content-Encoding those are not the bytes
  // read here, so it tells nothing then.
  const length = response.headers.get('content-encoding')
    ? null
    : headerCount(response.headers.get('content-length'));

  const report = options.onProgress ?? (() => undefined);
  const interval = options.progressInterval ?? 100;
  let bytes = 0;
  let lineFeeds = 0;
  let reportedAt = -Infinity;
  const percentNow = (): number | null =>
    rows !== null ? csvPercent(lineFeeds, rows) : length ? sizePercent(bytes, length) : null;
  report({ bytes: 0, percent: rows !== null || length ? 0 : null });

  if (!response.body) {
    const blob = await response.blob();
    report({ bytes: blob.size, percent: 100 });
    return { blob, fileName };
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (rows !== null) lineFeeds += countLineFeeds(value);
    const now = Date.now();
    if (now - reportedAt >= interval) {
      reportedAt = now;
      report({ bytes, percent: percentNow() });
    }
  }
  report({ bytes, percent: 100 });
  return { blob: new Blob(chunks, { type }), fileName };
}

/** Saves a file the way a download link does. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: release it a good while later.
  window.setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

export interface DownloadFailure {
  /** The HTTP status, or null when no answer came (offline, aborted by the network). */
  status: number | null;
  /** The shop API's messages (SPEC §8); empty when it gave none: show a general text then. */
  messages: readonly string[];
}

/**
 * One download at a time: `start(path)` fetches and saves the file (resolves true when saved;
 * a second start while one runs is ignored and resolves false). `progress` is non-null while a
 * download runs; `error` tells why the last one failed; `saved` names the last saved file.
 */
export function useDownload() {
  const { locale, token } = useShopCaller();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<DownloadFailure | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops a running download.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (path: string): Promise<boolean> => {
      if (running.current) return false;
      const controller = new AbortController();
      running.current = controller;
      setError(null);
      setSaved(null);
      setProgress({ bytes: 0, percent: null });
      try {
        const file = await fetchDownload(path, {
          token,
          locale,
          signal: controller.signal,
          onProgress: setProgress,
        });
        if (controller.signal.aborted) return false;
        saveFile(file);
        setSaved(file.fileName);
        return true;
      } catch (failure) {
        if (controller.signal.aborted) return false;
        setError(
          failure instanceof ShopApiError
            ? { status: failure.status, messages: errorMessagesOf(failure.body).messages }
            : { status: null, messages: [] },
        );
        return false;
      } finally {
        running.current = null;
        setProgress(null);
      }
    },
    [locale, token],
  );

  return { start, progress, error, saved };
}

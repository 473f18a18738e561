import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopApiError } from './basket-client';
import {
  countLineFeeds,
  csvPercent,
  fetchDownload,
  fileNameFromDisposition,
  formatSize,
  headerCount,
  sizePercent,
  type DownloadProgress,
} from './download';

const encoder = new TextEncoder();

describe('file name of a Content-Disposition (RFC 6266)', () => {
  it('prefers the UTF-8 name to the ASCII fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="racun-RA-26-000123.pdf"; filename*=UTF-8''ra%C4%8Dun%20%C4%8C.pdf`,
      ),
    ).toBe('račun Č.pdf');
    expect(fileNameFromDisposition(`attachment; filename*="UTF-8''dokumenti.csv"`)).toBe(
      'dokumenti.csv',
    );
    expect(fileNameFromDisposition(`attachment; filename*=ISO-8859-1'sl'caf%E9.csv`)).toBe(
      'café.csv',
    );
  });

  it('reads a quoted or plain filename, and keeps no folders', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".xlsx"')).toBe('a "b".xlsx');
    expect(fileNameFromDisposition('attachment; filename=dokumenti.zip')).toBe('dokumenti.zip');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="x.pdf"`)).toBe(
      'x.pdf',
    );
  });

  it('has no name without a filename', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});

describe('download progress', () => {
  it('counts line ends, also next to multi-byte characters', () => {
    expect(countLineFeeds(encoder.encode('Številka;Znesek\r\nRA-1;1,00\r\nČ'))).toBe(2);
    expect(countLineFeeds(new Uint8Array())).toBe(0);
  });

  it('reads counts from headers', () => {
    expect(headerCount('10000')).toBe(10_000);
    expect(headerCount(' 0 ')).toBe(0);
    expect(headerCount(null)).toBeNull();
    expect(headerCount('-1')).toBeNull();
    expect(headerCount('many')).toBeNull();
  });

  it('stays below 100 % until the file is read whole', () => {
    expect(csvPercent(0, 10_000)).toBe(0);
    expect(csvPercent(5_001, 10_000)).toBe(50);
    expect(csvPercent(10_001, 10_000)).toBe(99);
    expect(csvPercent(3, 0)).toBe(99);
    expect(sizePercent(512, 1024)).toBe(50);
    expect(sizePercent(2048, 1024)).toBe(99);
    expect(sizePercent(10, 0)).toBe(0);
  });

  it('writes sizes for people', () => {
    expect(formatSize(850, 'sl')).toBe('850 B');
    expect(formatSize(340 * 1024, 'sl')).toBe('340 kB');
    expect(formatSize(1.2 * 1024 * 1024, 'sl')).toBe('1,2 MB');
    expect(formatSize(1.2 * 1024 * 1024, 'en')).toBe('1.2 MB');
  });
});

/** A streamed answer of `parts`, one chunk each. */
function streamed(parts: string[], headers: Record<string, string>, status = 200) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(stream, { status, headers });
}

describe('fetchDownload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the token and language, and counts a CSV to 100 %', async () => {
    const fetchMock = vi.fn((_path: string, _init?: RequestInit) =>
      Promise.resolve(
        streamed(['\uFEFFŠt.;Znesek\r\n', 'RA-1;1,00\r\nRA-2;2,00\r\n', 'RA-3;3,00\r\n'], {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="dokumenti.csv"`,
          'x-export-rows': '3',
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const reports: DownloadProgress[] = [];
    const file = await fetchDownload('/api/documents/export?format=csv', {
      token: 'abc',
      locale: 'en',
      onProgress: (progress) => reports.push(progress),
      progressInterval: 0,
    });
    expect(file.fileName).toBe('dokumenti.csv');
    expect(file.blob.type).toMatch(/^text\/csv/);
    expect(await file.blob.text()).toContain('RA-3;3,00');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('accept-language')).toBe('en');
    expect(reports.map((r) => r.percent)).toEqual([0, 25, 75, 99, 100]);
    expect(reports.at(-1)?.bytes).toBe(file.blob.size);
  });

  it('has no percentage when the size is unknown', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        streamed(['PK', 'zip'], { 'content-type': 'application/zip', 'x-export-rows': '2' }),
      ),
    );
    const reports: DownloadProgress[] = [];
    const file = await fetchDownload('/api/documents/zip?ids=1,2', {
      token: null,
      locale: 'sl',
      onProgress: (progress) => reports.push(progress),
      progressInterval: 0,
    });
    expect(file.fileName).toBe('zip');
    expect(reports.slice(0, -1).every((r) => r.percent === null)).toBe(true);
    expect(reports.at(-1)).toEqual({ bytes: 5, percent: 100 });
  });

  it('throws the shop API error with its messages', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'Invalid data', errors: { ids: ['Največ 100.'] } }), {
          status: 422,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const failure = await fetchDownload('/api/documents/zip?ids=1', {
      token: 'abc',
      locale: 'sl',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShopApiError);
    expect((failure as ShopApiError).status).toBe(422);
    expect((failure as ShopApiError).messages).toEqual(['Največ 100.']);
  });
});

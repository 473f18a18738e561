// The UPN QR code of an invoice (issue #12; the ZBS "UPN QR" standard) as the dark runs of its
// modules, which pdf.ts draws as vector rectangles: sharp at any zoom or print resolution, and
// no PNG to encode (that took ~25 ms of every invoice PDF, issue #12 bench).
import { createRequire } from 'node:module';
import QRCode, { type QRCodeSegment } from 'qrcode';
import { encodeIso8859_2 } from '@gradnik/domain/upn-qr';

const require = createRequire(import.meta.url);

// The UPN QR code. The standard wants QR version 15, error correction M, and the text as
// ISO 8859-2 bytes announced by ECI 4. `qrcode` forces the version and level but has no ECI
// segment, so for the one synchronous call that builds the symbol its segment list gets an
// ECI 000004 header in front: mode 0111 and the designator 00000100 as the "count" of a mode
// with 8 count bits and no data. Without it readers guess the charset and mangle č, š, ž.

interface SegmentsModule {
  fromArray: (segments: QRCodeSegment[]) => unknown[];
}

const qrSegments = require('qrcode/lib/core/segments.js') as SegmentsModule;

const ECI_ISO_8859_2 = {
  mode: { id: 'ECI', bit: 0b0111, ccBits: [8, 8, 8] },
  getLength: (): number => 4,
  getBitsLength: (): number => 0,
  write: (): void => undefined,
};

/** UPN QR: version 15 (77 × 77 modules), level M, a quiet zone of 4 modules. */
export const UPN_QR_OPTIONS = {
  version: 15,
  errorCorrectionLevel: 'M',
  margin: 4,
} as const;

/**
 * Runs `build` (a synchronous symbol build, or a call that starts with one) with the ECI header
 * put in front of its segments; throws if qrcode did not build the symbol inside the call.
 */
function withEci<T>(build: () => T): T {
  const original = qrSegments.fromArray;
  let eciAdded = false;
  qrSegments.fromArray = (segments) => {
    eciAdded = true;
    return [ECI_ISO_8859_2, ...original(segments)];
  };
  let result: T;
  try {
    result = build();
  } finally {
    qrSegments.fromArray = original;
  }
  if (!eciAdded) {
    if (result instanceof Promise) result.catch(() => undefined);
    throw new Error('qrcode no longer builds the symbol synchronously: cannot add the UPN QR ECI');
  }
  return result;
}

const upnQrSegments = (payload: string): QRCodeSegment[] => [
  { data: Buffer.from(encodeIso8859_2(payload)), mode: 'byte' },
];

/** The QR symbol of a UPN QR payload: version, level, segments and modules. */
export function upnQrSymbol(payload: string): QRCode.QRCode {
  return withEci(() =>
    QRCode.create(upnQrSegments(payload), {
      version: UPN_QR_OPTIONS.version,
      errorCorrectionLevel: UPN_QR_OPTIONS.errorCorrectionLevel,
    }),
  );
}

/** A horizontal run of dark modules: row, first column, length (in modules, no quiet zone). */
export interface ModuleRun {
  row: number;
  col: number;
  length: number;
}

/** The dark modules of a symbol as horizontal runs, row by row (one rectangle each). */
export function darkRuns(symbol: QRCode.QRCode): ModuleRun[] {
  const { size } = symbol.modules;
  const runs: ModuleRun[] = [];
  for (let row = 0; row < size; row += 1) {
    let start = -1;
    for (let col = 0; col <= size; col += 1) {
      const dark = col < size && symbol.modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ row, col: start, length: col - start });
        start = -1;
      }
    }
  }
  return runs;
}

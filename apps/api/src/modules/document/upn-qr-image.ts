// The UPN QR code of an invoice as a PNG (issue #12; the ZBS "UPN QR" standard), for pdf.ts.
import { createRequire } from 'node:module';
import QRCode, { type QRCodeSegment, type QRCodeToBufferOptions } from 'qrcode';
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

/** UPN QR: version 15 (77 × 77 modules), level M, 4-module quiet zone, 4 px a module. */
export const UPN_QR_OPTIONS = {
  version: 15,
  errorCorrectionLevel: 'M',
  margin: 4,
  scale: 4,
  // A grey PNG without alpha: PDFKit embeds it as is instead of splitting off an alpha mask.
  rendererOpts: { colorType: 0 },
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

// A copy for each call, because qrcode writes the image size into rendererOpts. @types/qrcode
// does not know pngjs's colorType.
const qrOptions = (): QRCodeToBufferOptions =>
  ({
    ...UPN_QR_OPTIONS,
    rendererOpts: { ...UPN_QR_OPTIONS.rendererOpts },
  }) as unknown as QRCodeToBufferOptions;

/** The QR symbol of a UPN QR payload: version, level, segments and modules (for tests). */
export function upnQrSymbol(payload: string): QRCode.QRCode {
  return withEci(() => QRCode.create(upnQrSegments(payload), qrOptions()));
}

/** The PNG of the UPN QR code carrying `payload` (see upnQrPayload in the domain). */
export function upnQrPng(payload: string): Promise<Buffer> {
  return withEci(() => QRCode.toBuffer(upnQrSegments(payload), qrOptions()));
}

// The EAN-13 reader of the scan dialog (issue #15 camera barcode scan; decision 041): the
// browser's own BarcodeDetector when it has one that reads EAN-13 (Chrome on Android, Safari),
// else the ZXing-based polyfill `barcode-detector` (its ponyfill: nothing global is replaced).
// The polyfill's WebAssembly would by default come from a CDN (jsDelivr); the shop reaches
// nothing but its own server, so the .wasm is a file of our build (Vite `?url`) and
// prepareZXingModule's locateFile points there. Loaded with the dialog only.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the dialog needs of a BarcodeDetector. */
export interface EanDetector {
  detect(source: ImageBitmapSource | HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): EanDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<EanDetector | null> {
  if (typeof window === 'undefined' || !('BarcodeDetector' in window)) return null;
  const Native = (window as unknown as { BarcodeDetector: NativeDetectorClass }).BarcodeDetector;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('ean_13') ? new Native({ formats: ['ean_13'] }) : null;
  } catch {
    return null;
  }
}

let polyfillReady: Promise<EanDetector> | null = null;

function polyfillDetector(): Promise<EanDetector> {
  polyfillReady ??= import('barcode-detector/ponyfill')
    .then(({ BarcodeDetector, prepareZXingModule }) => {
      prepareZXingModule({
        overrides: {
          locateFile: (path: string, prefix: string) =>
            path.endsWith('.wasm') ? wasmUrl : prefix + path,
        },
      });
      return new BarcodeDetector({ formats: ['ean_13'] });
    })
    .catch((error: unknown) => {
      // A lost connection must not leave the reader unavailable for the page's life.
      polyfillReady = null;
      throw error;
    });
  return polyfillReady;
}

/** A detector of EAN-13 codes: the browser's own if it reads them, else the polyfill. */
export async function createEanDetector(): Promise<EanDetector> {
  return (await nativeDetector()) ?? polyfillDetector();
}

/** The polyfill's .wasm URL (tests check it is ours, not a CDN's). */
export const ZXING_READER_WASM_URL: string = wasmUrl;

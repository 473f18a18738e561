// The reader's .wasm (decision 041): the polyfill must load it from our own build, and it must be
// the file of the zxing-wasm version the polyfill was built against.
import { ZXING_WASM_VERSION as POLYFILL_VERSION } from 'barcode-detector/ponyfill';
import { describe, expect, it } from 'vitest';
import { ZXING_WASM_VERSION } from 'zxing-wasm/reader';
import { ZXING_READER_WASM_URL } from './detector';

describe('EAN-13 reader', () => {
  it('serves the ZXing .wasm from our build, of the version the polyfill expects', () => {
    expect(ZXING_READER_WASM_URL).toMatch(/zxing_reader\.wasm$/);
    expect(ZXING_READER_WASM_URL).not.toMatch(/^https?:/);
    expect(POLYFILL_VERSION).toBe(ZXING_WASM_VERSION);
  });
});

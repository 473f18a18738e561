// EAN-13 symbols (decision 041): the pattern's structure, and that it scans — the pattern is
// rendered to pixels as the printed list draws it (quiet zones, 3 px a module, 60 px high) and
// read back by ZXing (zxing-wasm, the decoder of the web's BarcodeDetector polyfill). The .wasm
// is read from node_modules: zxing-wasm would otherwise fetch it from a CDN.
// The domain's code does no I/O (eslint); this test reads ZXing's .wasm file, nothing else.
// eslint-disable-next-line no-restricted-imports -- the test's own .wasm file, see above
import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- resolves that file in node_modules
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes, writeBarcode } from 'zxing-wasm';
import { withEan13CheckDigit } from './ean.ts';
import {
  EAN13_MODULES,
  EAN13_QUIET_ZONE,
  ean13Bars,
  ean13Pattern,
  ean13TextGroups,
  scannedEan13,
} from './ean13.ts';

const require = createRequire(import.meta.url);

beforeAll(() => {
  const wasm = readFileSync(require.resolve('zxing-wasm/full/zxing_full.wasm'));
  prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    },
  });
});

interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The pattern as an RGBA image: white quiet zones, black bars, `scale` px a module. */
function render(pattern: string, scale = 3, height = 60): Rgba {
  const modules = EAN13_QUIET_ZONE.left + pattern.length + EAN13_QUIET_ZONE.right;
  const width = modules * scale;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let x = 0; x < width; x += 1) {
    const module = Math.floor(x / scale) - EAN13_QUIET_ZONE.left;
    if (pattern[module] !== '1') continue;
    for (let y = 0; y < height; y += 1) {
      const at = (y * width + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = 0;
    }
  }
  return { data, width, height };
}

async function decode(image: Rgba | Blob): Promise<string[]> {
  // zxing-wasm takes any ImageData-shaped object (its README: duck-typed in Node).
  const input = image instanceof Blob ? image : ({ ...image, colorSpace: 'srgb' } as ImageData);
  const results = await readBarcodes(input, { formats: ['EAN13'], tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

describe('EAN-13 pattern', () => {
  it('has 95 modules with the guards where GS1 puts them', () => {
    const pattern = ean13Pattern('4006381333931');
    expect(pattern).toHaveLength(EAN13_MODULES);
    expect(pattern.slice(0, 3)).toBe('101');
    expect(pattern.slice(45, 50)).toBe('01010');
    expect(pattern.slice(92)).toBe('101');
  });

  it('encodes the GS1 textbook example 4006381333931', () => {
    // First digit 4 → left sets A B A A B B; right digits in set C.
    expect(ean13Pattern('4006381333931')).toBe(
      '101' +
        '0001101' + // 0 A
        '0100111' + // 0 B
        '0101111' + // 6 A
        '0111101' + // 3 A
        '0001001' + // 8 B
        '0110011' + // 1 B
        '01010' +
        '1000010' + // 3
        '1000010' + // 3
        '1000010' + // 3
        '1110100' + // 9
        '1000010' + // 3
        '1100110' + // 1
        '101',
    );
  });

  it('refuses what is not a valid EAN-13', () => {
    expect(() => ean13Pattern('4006381333932')).toThrow(RangeError);
    expect(() => ean13Pattern('400638133393')).toThrow(RangeError);
    expect(() => ean13Bars('abc')).toThrow(RangeError);
  });

  it('gives bars that cover exactly the dark modules, guards marked', () => {
    const code = '3830000000000';
    const pattern = ean13Pattern(code);
    const drawn = Array.from({ length: EAN13_MODULES }, () => '0');
    for (const bar of ean13Bars(code)) {
      for (let i = bar.start; i < bar.start + bar.width; i += 1) drawn[i] = '1';
    }
    expect(drawn.join('')).toBe(pattern);
    expect(ean13Bars(code).filter((b) => b.guard)).toHaveLength(6);
  });

  it('splits the printed digits as under the bars', () => {
    expect(ean13TextGroups('4006381333931')).toEqual(['4', '006381', '333931']);
  });

  it('takes a scanned value only when it is a valid EAN-13', () => {
    expect(scannedEan13(' 4006381333931 ')).toBe('4006381333931');
    expect(scannedEan13('4006381333932')).toBeNull();
    expect(scannedEan13('036000291452')).toBeNull(); // a UPC-A: 12 digits
    expect(scannedEan13('')).toBeNull();
  });

  it('property: every left-set choice (first digit) gives a symbol of 95 modules, 30 bars', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (body) => {
        const code = withEan13CheckDigit(body);
        return ean13Pattern(code).length === 95 && ean13Bars(code).length === 30;
      }),
    );
  });
});

describe('EAN-13 symbols scan', () => {
  it('a rendered pattern decodes to the same 13 digits (each first digit)', async () => {
    const codes = [
      '4006381333931',
      '3830000000000',
      withEan13CheckDigit('383123456789'),
      ...'0125679'.split('').map((d) => withEan13CheckDigit(`${d}12345678901`)),
    ];
    for (const code of codes) expect(await decode(render(ean13Pattern(code)))).toEqual([code]);
  }, 30_000);

  it('a tampered pattern does not decode to the code', async () => {
    const code = '4006381333931';
    const pattern = ean13Pattern(code);
    // One left digit's modules inverted: not a valid symbol character any more.
    const broken = pattern.slice(0, 3) + complement(pattern.slice(3, 10)) + pattern.slice(10);
    expect(await decode(render(broken))).not.toContain(code);
  });

  it('a PNG written by ZXing decodes from the image bytes (the photo path of the scan)', async () => {
    const code = withEan13CheckDigit('383765432109');
    const written = await writeBarcode(code, { format: 'EAN13', scale: 3 });
    expect(written.error).toBe('');
    expect(written.image).toBeInstanceOf(Blob);
    expect(await decode(written.image as Blob)).toEqual([code]);
  });
});

function complement(bits: string): string {
  return [...bits].map((b) => (b === '1' ? '0' : '1')).join('');
}

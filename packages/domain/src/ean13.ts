// EAN-13 barcodes (issue #15: the printed favourites list carries each product's EAN as a
// scannable barcode; the camera scan accepts only valid EAN-13 codes; SPEC §3 Product ean (Gtin),
// SPEC §8 "Unknown EAN"; decision 041). The check digit is ean.ts's; this adds the symbol:
// the 95 modules of GS1 General Specifications §5.2.1 (start guard 101, six left digits in
// sets A/B chosen by the first digit, centre guard 01010, six right digits in set C, end guard
// 101), so the API's PDF can draw it as rectangles and the tests can render it to pixels.
import { isValidEan13 } from './ean.ts';

export { isValidEan13 } from './ean.ts';

/** Modules in an EAN-13 symbol without its quiet zones. */
export const EAN13_MODULES = 95;

/** GS1 quiet zones in modules: 11 left of the start guard, 7 right of the end guard. */
export const EAN13_QUIET_ZONE = { left: 11, right: 7 } as const;

// Number set A (odd parity, "L") per digit; set C ("R") is its complement, set B ("G") is C
// read backwards.
const SET_A = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
] as const;

const complement = (bits: string): string =>
  [...bits].map((bit) => (bit === '1' ? '0' : '1')).join('');

const SET_C = SET_A.map(complement);
const SET_B = SET_C.map((bits) => [...bits].reverse().join(''));

/** Which set (A or B) each of the six left digits uses, by the first (implied) digit. */
const LEFT_SETS = [
  'AAAAAA',
  'AABABB',
  'AABBAB',
  'AABBBA',
  'ABAABB',
  'ABBAAB',
  'ABBBAA',
  'ABABAB',
  'ABABBA',
  'ABBABA',
] as const;

const START = '101';
const CENTRE = '01010';
const END = '101';

/** A valid EAN-13 (13 digits, right check digit), else a RangeError naming it. */
function checked(code: string): string {
  if (!isValidEan13(code)) throw new RangeError(`Not a valid EAN-13: '${code}'`);
  return code;
}

/** The symbol's 95 modules as '0'/'1' (1 = a dark module), left to right. */
export function ean13Pattern(code: string): string {
  const digits = [...checked(code)].map(Number);
  const first = digits[0] ?? 0;
  const sets = LEFT_SETS[first] ?? LEFT_SETS[0];
  let pattern = START;
  for (let i = 1; i <= 6; i += 1) {
    const digit = digits[i] ?? 0;
    pattern += sets[i - 1] === 'A' ? SET_A[digit] : SET_B[digit];
  }
  pattern += CENTRE;
  for (let i = 7; i <= 12; i += 1) pattern += SET_C[digits[i] ?? 0];
  return pattern + END;
}

/** One dark bar: its first module, its width in modules, and whether it is a guard bar. */
export interface Ean13Bar {
  start: number;
  width: number;
  /** Start, centre and end guard bars are drawn longer, down into the digits' line. */
  guard: boolean;
}

function isGuardModule(index: number): boolean {
  return index < 3 || (index >= 45 && index < 50) || index >= 92;
}

/** The dark bars of the symbol (adjacent dark modules joined), for drawing as rectangles. */
export function ean13Bars(code: string): Ean13Bar[] {
  const pattern = ean13Pattern(code);
  const bars: Ean13Bar[] = [];
  for (let i = 0; i < pattern.length;) {
    if (pattern[i] !== '1') {
      i += 1;
      continue;
    }
    let end = i;
    while (pattern[end] === '1') end += 1;
    bars.push({ start: i, width: end - i, guard: isGuardModule(i) });
    i = end;
  }
  return bars;
}

/**
 * The human-readable digits as printed under the bars: the first digit left of the start guard,
 * then the six left and the six right digits under their halves.
 */
export function ean13TextGroups(code: string): [first: string, left: string, right: string] {
  const valid = checked(code);
  return [valid.slice(0, 1), valid.slice(1, 7), valid.slice(7)];
}

/**
 * A scanned or typed value as an EAN-13, or null: digits only after trimming, 13 of them, with
 * the right check digit. A scanner's rawValue is text, and a reader may add spaces.
 */
export function scannedEan13(raw: string): string | null {
  const code = raw.trim();
  return isValidEan13(code) ? code : null;
}

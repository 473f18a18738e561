// GTIN-13 (EAN-13) check digits. SPEC §3 Product: ean (Gtin); SPEC §8 "Unknown EAN".
// Check digit per GS1: weights 1,3,1,3,… from the left over the first 12 digits; the check
// digit brings the weighted sum up to a multiple of 10.

/** Check digit (0–9) for the first 12 digits of a GTIN-13; throws on anything else. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) {
    throw new RangeError(`EAN-13 body must be exactly 12 digits, got '${first12}'`);
  }
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    sum += Number(first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** Appends the check digit to a 12-digit body. */
export function withEan13CheckDigit(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** True for a 13-digit string whose last digit is the correct check digit. */
export function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  return ean13CheckDigit(code.slice(0, 12)) === code.charCodeAt(12) - 48;
}

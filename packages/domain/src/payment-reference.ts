// The payment reference printed on an invoice and put in its UPN QR code (issue #12).
// Slovenian model 12, "SI12 (P1)K": P1 is the invoice number's digits and K a check digit by
// "modul 11" as the Slovenian reference rules define it: weights 2, 3, 4, … from the rightmost
// digit (growing, not cycling back to 2 after 7 as some other mod-11 schemes do),
// K = 11 − (weighted sum mod 11), and a K of 10 or 11 is written as 0. Checked against published
// examples: SI12 1234567890 9 and SI12 123456789012 0.

/** Model 12 takes P1 of at most 12 digits (13 with its check digit). */
export const SI12_MAX_DIGITS = 12;

export interface PaymentReference {
  /** As printed on the invoice and the UPN form: 'SI12 260001236'. */
  printed: string;
  /** As the UPN QR "referenca prejemnika" field wants it, without spaces: 'SI12260001236'. */
  qr: string;
}

/** The mod-11 check digit (0–9) of a string of digits, as model SI12 computes it. */
export function mod11CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) {
    throw new RangeError(`Mod-11 input must be digits only, got '${digits}'`);
  }
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i -= 1, weight += 1) {
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  const check = 11 - (sum % 11);
  return check >= 10 ? 0 : check;
}

/**
 * The SI12 reference of an invoice: the digits of its number ('RA-26-000123' → '26000123')
 * followed by their check digit. Throws when the number has no digits or more than model 12
 * allows, because a reference the bank rejects is worse than an invoice that is not issued.
 */
export function invoiceReference(invoiceNo: string): PaymentReference {
  const digits = invoiceNo.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > SI12_MAX_DIGITS) {
    throw new RangeError(
      `An SI12 reference needs 1–${SI12_MAX_DIGITS} digits, invoice '${invoiceNo}' has ${digits.length}`,
    );
  }
  const p1 = `${digits}${mod11CheckDigit(digits)}`;
  return { printed: `SI12 ${p1}`, qr: `SI12${p1}` };
}

/** True for an SI12 reference (printed or QR form) whose check digit is right. */
export function isValidSi12Reference(reference: string): boolean {
  const match = /^SI12 ?(\d{2,13})$/.exec(reference);
  if (!match?.[1]) return false;
  const p1 = match[1];
  return mod11CheckDigit(p1.slice(0, -1)) === p1.charCodeAt(p1.length - 1) - 48;
}

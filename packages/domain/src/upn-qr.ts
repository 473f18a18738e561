// The content of the UPN QR code printed on invoices (issue #12), per the Slovenian banking
// association's "UPN QR – tehnični standard" / "Navodila za programerje UPN QR": the leading
// style 'UPNQR' and then 19 fields, each ended by LF, in this order and of at most these lengths.
// The code itself is QR version 15, error correction M, ECI 4 (ISO 8859-2), byte mode: the
// renderer's job; this module only makes the text and its ISO 8859-2 bytes.
import { roundToCents } from './cents.ts';

/** Leading style of every UPN QR payload. */
export const UPN_QR_HEADER = 'UPNQR';

/** Field lengths of the standard, in characters (ISO 8859-2 has one byte per character). */
export const UPN_QR_FIELD_LENGTHS = {
  payerIban: 34,
  deposit: 1,
  withdrawal: 1,
  payerReference: 26,
  payerName: 33,
  payerStreet: 33,
  payerCity: 33,
  amount: 11,
  paymentDate: 10,
  urgent: 1,
  purposeCode: 4,
  purpose: 42,
  deadline: 10,
  recipientIban: 34,
  recipientReference: 26,
  recipientName: 33,
  recipientStreet: 33,
  recipientCity: 33,
  controlSum: 3,
} as const;

/** The largest amount the 11-digit cents field holds: 999.999.999,99 €. */
export const UPN_QR_MAX_AMOUNT = 999_999_999.99;

export interface UpnQrParty {
  name: string;
  street: string;
  /** Postal code and place, e.g. '1000 Ljubljana'. */
  city: string;
}

export interface UpnQrInput {
  payer: UpnQrParty;
  /** In euros; the code carries it in cents. */
  amount: number;
  /** ISO 20022 purpose code, four capital letters: 'GDSV' for goods and services. */
  purposeCode: string;
  /** "Namen plačila", cut to 42 characters. */
  purpose: string;
  /** Payment deadline as YYYY-MM-DD, or null for none. */
  deadline: string | null;
  /** The recipient's IBAN; spaces are dropped. */
  recipientIban: string;
  /** The recipient's reference in QR form, e.g. 'SI12260001236' (spaces are dropped). */
  recipientReference: string;
  recipient: UpnQrParty;
}

// ISO 8859-2 bytes 0xA0–0xFF (0x00–0x7F are ASCII, 0x80–0x9F are control characters).
const ISO_8859_2_HIGH =
  '\u00a0Ą˘Ł¤ĽŚ§¨ŠŞŤŹ\u00adŽŻ°ą˛ł´ľśˇ¸šşťź˝žżŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢßŕáâăäĺćçčéęëěíîďđńňóôőö÷řůúűüýţ˙';

const ISO_8859_2_BYTES: ReadonlyMap<string, number> = new Map(
  [...ISO_8859_2_HIGH].map((char, i) => [char, 0xa0 + i]),
);

const isAscii = (code: number) => code >= 0x20 && code < 0x7f;

/**
 * One character as ISO 8859-2 can carry it: itself when it can, else without its accents
 * ('ö' stays, 'ő' stays, 'ø' → '?', 'ğ' → 'g'), else '?'. Line breaks and other control
 * characters become spaces, because an LF inside a field would shift every field after it.
 */
function toIso8859_2Char(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (isAscii(code) || ISO_8859_2_BYTES.has(char)) return char;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  return [...base].every((c) => isAscii(c.charCodeAt(0)) || ISO_8859_2_BYTES.has(c)) && base
    ? base
    : '?';
}

/** `text` limited to what ISO 8859-2 can carry, trimmed and cut to `maxLength` characters. */
export function upnQrText(text: string, maxLength: number): string {
  const safe = [...text].map(toIso8859_2Char).join('').trim();
  return [...safe].slice(0, maxLength).join('').trimEnd();
}

/** The ISO 8859-2 bytes of `text`; characters it cannot carry become '?'. */
export function encodeIso8859_2(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes[length] = code < 0xa0 ? code : (ISO_8859_2_BYTES.get(char) ?? 0x3f);
    length += 1;
  }
  return bytes.subarray(0, length);
}

/** Euros as the 11-digit cents field: 1234.56 → '00000123456'. */
export function upnQrAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`A UPN QR amount must be a non-negative number, got ${amount}`);
  }
  if (amount > UPN_QR_MAX_AMOUNT) {
    throw new RangeError(`A UPN QR amount cannot exceed ${UPN_QR_MAX_AMOUNT}, got ${amount}`);
  }
  const cents = Math.round(roundToCents(amount) * 100);
  return String(cents).padStart(UPN_QR_FIELD_LENGTHS.amount, '0');
}

/** YYYY-MM-DD as the standard's DD.MM.YYYY. */
function upnQrDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`A UPN QR date must be YYYY-MM-DD, got '${date}'`);
  return `${match[3]}.${match[2]}.${match[1]}`;
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

function purposeCode(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{4}$/.test(upper)) {
    throw new RangeError(`A UPN QR purpose code is four letters, got '${code}'`);
  }
  return upper;
}

/**
 * The UPN QR payload of a payment order: 'UPNQR', the 19 fields each followed by LF, the last
 * being the control sum (the number of characters before it, LFs included, as 3 digits). Fields
 * the issuer must leave empty (payer's IBAN and reference, deposit, withdrawal, payment date,
 * urgency) are empty. Texts are cut to their field's length rather than refused, because a
 * long street name must not stop an invoice; a negative amount is refused.
 */
export function upnQrPayload(input: UpnQrInput): string {
  const L = UPN_QR_FIELD_LENGTHS;
  const fields: string[] = [
    '', // IBAN plačnika
    '', // polog
    '', // dvig
    '', // referenca plačnika
    upnQrText(input.payer.name, L.payerName),
    upnQrText(input.payer.street, L.payerStreet),
    upnQrText(input.payer.city, L.payerCity),
    upnQrAmount(input.amount),
    '', // datum plačila
    '', // nujno
    purposeCode(input.purposeCode),
    upnQrText(input.purpose, L.purpose),
    input.deadline === null ? '' : upnQrDate(input.deadline),
    upnQrText(compact(input.recipientIban), L.recipientIban),
    upnQrText(compact(input.recipientReference), L.recipientReference),
    upnQrText(input.recipient.name, L.recipientName),
    upnQrText(input.recipient.street, L.recipientStreet),
    upnQrText(input.recipient.city, L.recipientCity),
  ];
  const body = `${UPN_QR_HEADER}\n${fields.map((field) => `${field}\n`).join('')}`;
  const controlSum = String([...body].length).padStart(L.controlSum, '0');
  return `${body}${controlSum}\n`;
}

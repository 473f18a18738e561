// What the PDF renderer (pdf.ts) prints: plain data, no database types, so the caller that
// loads an invoice, credit note, delivery note, order confirmation or offer builds it and the
// renderer stays testable without a database (issue #12).

import type { DocumentType } from '@gradnik/domain/account-documents';

/** The document types the shop prints: every type of the documents list. */
export type PrintedDocumentType = DocumentType;

export interface PrintParty {
  name: string;
  street: string;
  /** Postal code and place: '1000 Ljubljana'. */
  postCity: string;
  /** VAT ID ('ID za DDV'), e.g. 'SI12345678'. */
  taxNumber?: string | null;
  /** Company registration number ('Matična številka'). */
  registrationNumber?: string | null;
}

export interface PrintLine {
  code: string;
  name: string;
  quantity: number;
  unit: string;
  /** Net unit price in euros, before the discount. */
  unitPrice: number;
  discountPercent: number | null;
  /** Net line value in euros, after the discount. */
  value: number;
  /** VAT rate in percent: 22 or 9.5. */
  vatRate: number;
}

export interface PrintedPayment {
  /** SI12 reference as printed: 'SI12 260001236'. */
  reference: string;
  /** The same for the UPN QR code, without spaces: 'SI12260001236'. */
  qrReference: string;
  /** "Namen plačila" on the payment order, e.g. 'Plačilo računa RA-26-000123'. */
  purpose: string;
}

export interface PrintedDocument {
  type: PrintedDocumentType;
  number: string;
  /** YYYY-MM-DD. */
  issuedAt: string;
  /** YYYY-MM-DD: the payment due date of an invoice, the validity of an offer; else null. */
  dueAt: string | null;
  orderNumber: string | null;
  /** The buyer's own reference (their order number or project). */
  reference: string | null;
  seller: PrintParty & { iban: string; bank: string };
  buyer: PrintParty;
  deliveryTo: PrintParty | null;
  lines: PrintLine[];
  vatByRate: { rate: number; base: number; vat: number }[];
  net: number;
  vat: number;
  gross: number;
  /** Invoices only: what the payment block and the UPN QR code carry. */
  payment: PrintedPayment | null;
}

// A stored document as the PDF renderer prints it (print-model.ts): the seller (the retailer,
// @gradnik/domain/seller), the partner as buyer, the order's recipient, the lines with the VAT
// by rate, and on invoices the payment reference and UPN QR data (issue #12).
import type { DocumentLine } from '@gradnik/db/schema/account';
import { roundToCents } from '@gradnik/domain/cents';
import type { Locale } from '@gradnik/domain/locale';
import { vatByRate } from '@gradnik/domain/order-totals';
import { invoiceReference } from '@gradnik/domain/payment-reference';
import { SELLER } from '@gradnik/domain/seller';
import type { PrintedDocument, PrintLine, PrintParty } from './print-model.ts';
import type { DocumentRepository, OwnDocument } from './repository.ts';

export type Buyer = NonNullable<Awaited<ReturnType<DocumentRepository['partner']>>>;

const PURPOSE: Record<Locale, (number: string) => string> = {
  sl: (number) => `Plačilo računa ${number}`,
  en: (number) => `Payment of invoice ${number}`,
};

function postCity(postalCode: string | null, city: string | null): string {
  return [postalCode, city].filter(Boolean).join(' ');
}

function buyerParty(buyer: Buyer): PrintParty {
  return {
    name: [buyer.name1, buyer.name2].filter(Boolean).join(' '),
    street: buyer.street ?? '',
    postCity: postCity(buyer.postalCode, buyer.city),
    taxNumber: buyer.taxNumber,
    registrationNumber: buyer.registrationNumber,
  };
}

function printLine(line: DocumentLine): PrintLine {
  return {
    code: line.itemNo,
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice ?? (line.quantity > 0 ? line.value / line.quantity : 0),
    discountPercent: line.discountPercent,
    value: line.value,
    vatRate: line.vat,
  };
}

export function printedDocument(own: OwnDocument, buyer: Buyer, locale: Locale): PrintedDocument {
  const { document } = own;
  const lines = document.lines;
  const byRate = vatByRate(lines.map((l) => ({ value: l.value, vat: l.vat })));
  const net = roundToCents(byRate.reduce((sum, r) => sum + r.base, 0));
  const vat = roundToCents(byRate.reduce((sum, r) => sum + r.vat, 0));
  const recipient = own.recipient;
  const reference = document.docType === 'invoice' ? invoiceReference(document.docNo) : null;
  return {
    type: document.docType,
    number: document.docNo,
    issuedAt: document.issuedAt,
    dueAt: document.dueAt,
    orderNumber: own.orderNo,
    reference: own.reference,
    seller: {
      name: SELLER.name,
      street: SELLER.street,
      postCity: postCity(SELLER.postalCode, SELLER.city),
      taxNumber: SELLER.taxNumber,
      registrationNumber: SELLER.registrationNumber,
      iban: SELLER.iban,
      bank: SELLER.bank,
    },
    buyer: buyerParty(buyer),
    deliveryTo: recipient
      ? {
          name: recipient.name,
          street: recipient.street,
          postCity: postCity(recipient.post, recipient.city),
        }
      : null,
    lines: lines.map(printLine),
    vatByRate: byRate,
    // A document without lines (an imported one) still prints its stored totals.
    net: lines.length > 0 ? net : Math.abs(document.net),
    vat: lines.length > 0 ? vat : Math.abs(document.vat),
    gross: lines.length > 0 ? roundToCents(net + vat) : Math.abs(document.amount),
    payment: reference
      ? {
          reference: reference.printed,
          qrReference: reference.qr,
          purpose: PURPOSE[locale](document.docNo),
        }
      : null,
  };
}

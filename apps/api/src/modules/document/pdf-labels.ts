// The PDF's fixed texts in both languages (issue #12); the document types' names are the
// domain's (DOCUMENT_TYPE_LABELS), shared with the documents list and the exports.
import type { Locale } from '@gradnik/domain/locale';

// ---------------------------------------------------------------------------------------------
// Texts.

export interface Labels {
  buyer: string;
  deliveryTo: string;
  vatId: string;
  registrationNo: string;
  issuedAt: string;
  dueAt: string;
  validUntil: string;
  orderNumber: string;
  reference: string;
  code: string;
  name: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  value: string;
  vatRate: string;
  vatRateHeading: string;
  vatBase: string;
  vatAmount: string;
  net: string;
  vat: string;
  gross: string;
  amountDue: string;
  payment: string;
  recipient: string;
  iban: string;
  bank: string;
  paymentReference: string;
  amount: string;
  purpose: string;
  quoteReference: string;
  continued: string;
  page: (page: number, pages: number) => string;
}

export const LABELS: Record<Locale, Labels> = {
  sl: {
    buyer: 'Kupec',
    deliveryTo: 'Naslov dostave',
    vatId: 'ID za DDV',
    registrationNo: 'Matična številka',
    issuedAt: 'Datum izdaje',
    dueAt: 'Rok plačila',
    validUntil: 'Velja do',
    orderNumber: 'Številka naročila',
    reference: 'Vaša referenca',
    code: 'Šifra',
    name: 'Naziv',
    quantity: 'Količina',
    unitPrice: 'Cena',
    discount: 'Popust',
    value: 'Vrednost',
    vatRate: 'DDV',
    vatRateHeading: 'Stopnja DDV',
    vatBase: 'Osnova',
    vatAmount: 'Znesek DDV',
    net: 'Skupaj brez DDV',
    vat: 'DDV',
    gross: 'Skupaj z DDV',
    amountDue: 'Za plačilo',
    payment: 'Podatki za plačilo',
    recipient: 'Prejemnik',
    iban: 'IBAN',
    bank: 'Banka',
    paymentReference: 'Referenca',
    amount: 'Znesek',
    purpose: 'Namen',
    quoteReference: 'Pri plačilu navedite referenco.',
    continued: 'nadaljevanje',
    page: (page, pages) => `Stran ${page} od ${pages}`,
  },
  en: {
    buyer: 'Buyer',
    deliveryTo: 'Delivery address',
    vatId: 'VAT ID',
    registrationNo: 'Registration No.',
    issuedAt: 'Issue date',
    dueAt: 'Due date',
    validUntil: 'Valid until',
    orderNumber: 'Order No.',
    reference: 'Your reference',
    code: 'Code',
    name: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    discount: 'Discount',
    value: 'Value',
    vatRate: 'VAT',
    vatRateHeading: 'VAT rate',
    vatBase: 'Base',
    vatAmount: 'VAT amount',
    net: 'Total excl. VAT',
    vat: 'VAT',
    gross: 'Total incl. VAT',
    amountDue: 'Amount due',
    payment: 'Payment details',
    recipient: 'Payee',
    iban: 'IBAN',
    bank: 'Bank',
    paymentReference: 'Reference',
    amount: 'Amount',
    purpose: 'Purpose',
    quoteReference: 'Please quote the reference with your payment.',
    continued: 'continued',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};

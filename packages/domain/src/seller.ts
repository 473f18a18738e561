// The retailer as the seller on every document the shop renders (issue #12 PDFs: "seller and
// buyer data (tax number, registration number)", the UPN QR code's recipient). The demo
// retailer is fictional; its IBAN is the IBAN registry's example for Slovenia, so banking apps
// accept the QR code's format while no money can reach anyone. A real deployment replaces these
// with the retailer's data (docs/decisions/025-documents.md).
export const SELLER = {
  name: 'Gradnik d.o.o.',
  street: 'Letališka cesta 33',
  postalCode: '1000',
  city: 'Ljubljana',
  taxNumber: 'SI12345678',
  registrationNumber: '1234567000',
  iban: 'SI56191000000123438',
  bank: 'Dolenjska banka d.d.',
} as const;

/** Days from an invoice's issue to its due date when the ERP gives none. */
export const PAYMENT_TERM_DAYS = 30;

// An offer revision as a PDF (issue #14, decision 036): printed by the documents' renderer
// (document/print.ts, document/pdf.ts: the same fonts with č, š, ž and €, layout and totals),
// as a document of type 'offer' valid until its last day. Only the lines are the offer's own:
// each names its delivery date, and a substitute the product it stands in for.
import type { DocumentLine } from '@gradnik/db/schema/account';
import { transportLine } from '@gradnik/db/document-lines';
import type { InquiryOfferLine } from '@gradnik/db/schema/commerce';
import { formatDate } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { ljubljanaDay } from '@gradnik/domain/date-range';
import { offerTotals } from '@gradnik/domain/offer';
import { renderDocumentPdf } from '../document/pdf.ts';
import { printedDocument, type Buyer } from '../document/print.ts';
import type { OwnDocument } from '../document/repository.ts';
import type { InquiryRow, OfferRow } from './repository.ts';

const WORDS: Record<Locale, { delivery: string; insteadOf: string }> = {
  sl: { delivery: 'dobava', insteadOf: 'namesto' },
  en: { delivery: 'delivery', insteadOf: 'instead of' },
};

function documentLine(line: InquiryOfferLine, locale: Locale): DocumentLine {
  const words = WORDS[locale];
  const offered = line.substitute ?? line;
  const notes = [
    line.substitute ? `${words.insteadOf} ${line.itemNo} ${line.name}` : null,
    line.deliveryDate ? `${words.delivery} ${formatDate(line.deliveryDate)}` : null,
  ].filter((n): n is string => n !== null);
  return {
    lineNo: line.lineNo,
    productId: offered.productId,
    itemNo: offered.itemNo,
    name: notes.length > 0 ? `${offered.name} (${notes.join('; ')})` : offered.name,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent,
    value: line.lineValue,
    vat: line.vat,
  };
}

export function renderOfferPdf(
  offer: OfferRow,
  inquiry: InquiryRow,
  buyer: Buyer,
  locale: Locale,
): Promise<Buffer> {
  const lines = offer.lines.map((l) => documentLine(l, locale));
  if (offer.transportCost > 0) lines.push(transportLine(lines.length + 1, offer.transportCost));
  const totals = offerTotals(offer.lines, offer.transportCost);
  // The renderer prints a stored document; an offer is shaped as one (type 'offer').
  const document = {
    docType: 'offer',
    docNo: offer.offerNo,
    issuedAt: ljubljanaDay(offer.createdAt),
    dueAt: offer.validUntil,
    amount: totals.gross,
    net: totals.net + totals.transport,
    vat: totals.vat,
    lines,
  } as OwnDocument['document'];
  const own: OwnDocument = {
    document,
    orderNo: inquiry.orderNo,
    reference: inquiry.customerRef,
    recipient: inquiry.recipient,
  };
  return renderDocumentPdf(printedDocument(own, buyer, locale), locale);
}

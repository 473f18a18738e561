// The inquiry as sent beside the offer, line by line (issue #14: "requested against offered
// quantity, price and delivery date, and substitutes shown as such"). Each offer line stands
// beside the inquiry line it answers (inquiryLineNo); an inquiry line the offer leaves out
// follows as "not offered"; a line the retailer added has no requested side. Before an offer
// comes, the inquiry's lines alone. Pure: inquiry-detail.test.tsx.
import type { InquiryLine, OfferLine } from '@gradnik/contracts/offer';

export interface ComparedLine {
  key: string;
  /** The line as the buyer asked for it (null: the retailer added the offer line). */
  requested: InquiryLine | null;
  /** The offer's answer (null: no offer yet, or the offer leaves the line out). */
  offered: OfferLine | null;
}

export function comparedLines(
  requested: readonly InquiryLine[],
  offered: readonly OfferLine[] | null,
): ComparedLine[] {
  if (offered === null) {
    return requested.map((line) => ({ key: `r${line.lineNo}`, requested: line, offered: null }));
  }
  const byNo = new Map(requested.map((line) => [line.lineNo, line]));
  const answered = new Set<number>();
  const rows: ComparedLine[] = offered.map((line) => {
    const asked = line.inquiryLineNo === null ? null : (byNo.get(line.inquiryLineNo) ?? null);
    if (asked) answered.add(asked.lineNo);
    return { key: `o${line.lineNo}`, requested: asked, offered: line };
  });
  for (const line of requested) {
    if (!answered.has(line.lineNo)) {
      rows.push({ key: `r${line.lineNo}`, requested: line, offered: null });
    }
  }
  return rows;
}

/** The product name of a row: the offered product's (a substitute's own), else the asked one. */
export function rowName(row: ComparedLine): string {
  return row.offered?.name ?? row.requested?.name ?? '';
}

// The sections an order's page (issue #12; SPEC §2 Order detail) and an inquiry's offer page
// (issue #14, decision 036) share: the facts as a definition list, the totals (value without VAT,
// VAT by rate with its base, transport and its VAT, the amount with VAT) and the line a PDF
// download reports its progress in. Labels are the main catalogue's; the page names the headings.
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { formatSize, type useDownload } from '../../lib/download';

export function FactsSection({
  headingId,
  heading,
  facts,
}: {
  /** The heading's id, which labels the section. */
  headingId: string;
  heading: string;
  facts: readonly (readonly [term: string, value: ReactNode])[];
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-neutral-200 bg-white p-4"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {heading}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-neutral-600">{term}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** How a PDF download goes: its progress, its failure or the file saved, read out politely. */
export function DownloadStatus({ download }: { download: ReturnType<typeof useDownload> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p aria-live="polite" className="text-sm text-neutral-700">
      {download.progress
        ? t('documents.progress.pdf', { size: formatSize(download.progress.bytes, locale) })
        : download.error
          ? (download.error.messages[0] ?? t('documents.download.failed'))
          : download.saved
            ? t('documents.download.done', { name: download.saved })
            : ''}
    </p>
  );
}

export interface Totals {
  net: number;
  byRate: readonly { rate: number; base: number; vat: number }[];
  transport: number;
  transportVat: number;
  gross: number;
}

export interface TotalsSectionProps {
  totals: Totals;
  /** The heading's id, which labels the section. */
  headingId: string;
  heading: string;
  grossLabel: string;
  /** Show the transport row at 0 too (an offer states its transport cost, decision 036); its
   * VAT row shows only when there is transport. Without it both show only then (an order). */
  alwaysShowTransport?: boolean;
}

export function TotalsSection({
  totals,
  headingId,
  heading,
  grossLabel,
  alwaysShowTransport = false,
}: TotalsSectionProps) {
  const t = useT();
  const locale = useLocale();
  const money = (value: number) => formatCurrency(value, locale);
  const rows: [string, string][] = [[t('order.totals.net'), money(totals.net)]];
  for (const rate of totals.byRate) {
    rows.push([
      t('order.totals.vatRate', {
        rate: formatNumber(rate.rate, locale, 1),
        base: money(rate.base),
      }),
      money(rate.vat),
    ]);
  }
  if (alwaysShowTransport || totals.transport > 0) {
    rows.push([t('order.totals.transport'), money(totals.transport)]);
  }
  if (totals.transport > 0) {
    rows.push([t('order.totals.transportVat'), money(totals.transportVat)]);
  }
  return (
    <section aria-labelledby={headingId} className="ml-auto w-full max-w-md">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {heading}
      </h2>
      <dl className="space-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt>{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-neutral-300 pt-2 text-base font-semibold">
          <dt>{grossLabel}</dt>
          <dd className="tabular-nums">{money(totals.gross)}</dd>
        </div>
      </dl>
    </section>
  );
}

// The company's account at the top of the documents screen (issue #12): what is open, what of it
// is overdue, the open items by days past due (not due, 1–30, 31–60, 61–90, over 90) and the
// credit limit (SPEC §3 Partner LimitAmount, LimitType) with what is left of it.
import type { AccountSummary as AccountSummaryData } from '@gradnik/contracts/document';
import { AGEING_BUCKET_LABELS, AGEING_BUCKETS } from '@gradnik/domain/account-documents';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import { useLocale, useT } from '../../i18n/i18n-context';

const figureClass = 'rounded-lg border border-neutral-200 bg-white p-4';
const figureLabelClass = 'text-sm text-neutral-700';
const figureValueClass = 'mt-1 text-xl font-semibold tabular-nums text-neutral-900';

function CreditLimit({ creditLimit }: { creditLimit: AccountSummaryData['creditLimit'] }) {
  const t = useT();
  const locale = useLocale();
  if (!creditLimit) {
    return (
      <div className={figureClass}>
        <dt className={figureLabelClass}>{t('documents.summary.creditLimit')}</dt>
        <dd className="mt-1 text-sm text-neutral-800">{t('documents.summary.noLimit')}</dd>
      </div>
    );
  }
  const usedUp = creditLimit.headroom <= 0;
  return (
    <div className={figureClass}>
      <dt className={figureLabelClass}>{t('documents.summary.creditLimit')}</dt>
      <dd className={figureValueClass}>{formatCurrency(creditLimit.amount, locale)}</dd>
      {creditLimit.type ? (
        <dd className="text-sm text-neutral-700">
          {t('documents.summary.limitType', { type: creditLimit.type })}
        </dd>
      ) : null}
      <dd
        className={`mt-1 text-sm ${usedUp ? 'font-semibold text-warning-600' : 'text-neutral-800'}`}
      >
        {usedUp
          ? t('documents.summary.limitUsed')
          : t('documents.summary.headroom', {
              amount: formatCurrency(creditLimit.headroom, locale),
            })}
      </dd>
    </div>
  );
}

export function AccountSummary({ summary }: { summary: AccountSummaryData }) {
  const t = useT();
  const locale = useLocale();
  const overdue = summary.overdue > 0;
  // Every bucket, in its order, also one the shop API left out.
  const buckets = AGEING_BUCKETS.map(
    (bucket) => summary.buckets.find((b) => b.bucket === bucket) ?? { bucket, amount: 0, count: 0 },
  );
  return (
    <section aria-labelledby="account-summary" className="space-y-3">
      <h2 id="account-summary" className="text-lg font-semibold">
        {t('documents.summary.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className={figureClass}>
          <dt className={figureLabelClass}>{t('documents.summary.open')}</dt>
          <dd className={figureValueClass}>{formatCurrency(summary.open, locale)}</dd>
        </div>
        <div
          className={overdue ? 'rounded-lg border border-amber-300 bg-amber-50 p-4' : figureClass}
        >
          <dt className={figureLabelClass}>{t('documents.summary.overdue')}</dt>
          <dd
            className={`mt-1 text-xl font-semibold tabular-nums ${overdue ? 'text-warning-600' : 'text-neutral-900'}`}
          >
            {formatCurrency(summary.overdue, locale)}
          </dd>
          {overdue ? (
            <dd className="mt-1 text-sm text-amber-900">{t('documents.summary.overdueNote')}</dd>
          ) : null}
        </div>
        <CreditLimit creditLimit={summary.creditLimit} />
      </dl>
      <div className="rounded-lg border border-neutral-200 bg-white">
        <table className="w-full border-collapse text-sm">
          <caption className="px-3 pt-3 text-left font-semibold">
            {t('documents.summary.ageing')}
          </caption>
          <thead>
            <tr className="border-b border-neutral-300 text-left">
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('documents.summary.period')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('documents.summary.amount')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('documents.summary.documents')}
              </th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => {
              const late = bucket.bucket !== 'not_due' && bucket.amount > 0;
              return (
                <tr key={bucket.bucket} className="border-b border-neutral-200 last:border-b-0">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {AGEING_BUCKET_LABELS[locale][bucket.bucket]}
                  </th>
                  <td
                    className={`px-3 py-2 text-right tabular-nums ${late ? 'font-semibold text-warning-600' : ''}`}
                  >
                    {formatCurrency(bucket.amount, locale)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatNumber(bucket.count, locale)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

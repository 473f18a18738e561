// Issue #12: the cart's step 3 shows what is left of the partner's credit limit (SPEC §3 Partner
// LimitAmount) after the open invoices, and warns when this order goes over it. Information, not
// a block: the retailer decides on an order over the limit (docs/decisions/025-documents.md).
import { exceedsCredit } from '@gradnik/domain/account-documents';
import { formatCurrency } from '@gradnik/domain/format';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useT } from '../../i18n/i18n-context';
import { shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';

export const ACCOUNT_SUMMARY_PATH = '/api/documents/summary';

export function CreditHeadroom({ orderGross }: { orderGross: number | null }) {
  const t = useT();
  const locale = useLocale();
  const { token, userKey, signedIn } = useShopCaller();
  const summary = useQuery({
    queryKey: ['account-summary', userKey],
    queryFn: async ({ signal }) =>
      (
        await asContract(
          'accountSummaryResponse',
          await shopCall(ACCOUNT_SUMMARY_PATH, { token, locale, signal }),
        )
      ).data,
    enabled: signedIn && token !== null,
    staleTime: 60_000,
    retry: false,
  });
  const limit = summary.data?.creditLimit;
  // No limit, or the summary could not be read: nothing to say (the order is not blocked).
  if (!limit) return null;
  const over = orderGross !== null && exceedsCredit(orderGross, limit.headroom);
  return (
    <p
      role={over ? 'alert' : undefined}
      className={`rounded-md border px-3 py-2 text-sm ${
        over ? 'border-amber-600 bg-amber-50 text-amber-900' : 'border-neutral-200 bg-neutral-50'
      }`}
    >
      {t('checkout.credit.headroom', {
        headroom: formatCurrency(limit.headroom, locale),
        limit: formatCurrency(limit.amount, locale),
      })}
      {over && orderGross !== null
        ? ` ${t('checkout.credit.exceeds', { amount: formatCurrency(orderGross - limit.headroom, locale) })}`
        : null}
    </p>
  );
}

// The company's address change requests (issue #13; decision 033): each request with its kind,
// status, when it was sent and decided, the retailer's note, who asked (and the sales agent who
// acted for them). Everyone of the company sees it (SPEC §6); the admin may withdraw a pending
// one, after the confirm dialog. A list, not a table: on a phone (390 px) each request is a card.
import type { AddressRequestItem } from '@gradnik/contracts/address-request';
import { ljubljanaDateTimeParts } from '@gradnik/domain/format';
import { useState } from 'react';
import { useAccountT } from '../../i18n/account/use-account-t';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { AddressRequestHistoryData } from './address-requests.server';

const STATUS_STYLE: Record<AddressRequestItem['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 border-amber-600',
  approved: 'bg-brand-50 text-brand-900 border-brand-600',
  rejected: 'bg-danger-50 text-danger-700 border-danger-600',
  withdrawn: 'bg-neutral-100 text-neutral-800 border-neutral-400',
};

export function StatusBadge({ status }: { status: AddressRequestItem['status'] }) {
  const t = useAccountT();
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}
    >
      {t(`addressRequests.status.${status}`)}
    </span>
  );
}

/** "Nov naslov: Gradbišče Vič" – what the request is about, for its heading and buttons. */
export function useRequestLabel() {
  const t = useAccountT();
  return (item: AddressRequestItem) =>
    [t(`addressRequests.kind.${item.kind}`), item.title].filter(Boolean).join(': ');
}

export function AddressRequestHistory({
  data,
  canWithdraw,
  busy = false,
  onWithdraw,
}: {
  data: AddressRequestHistoryData | null;
  canWithdraw: boolean;
  busy?: boolean;
  onWithdraw?: (item: AddressRequestItem) => Promise<unknown>;
}) {
  const t = useAccountT();
  const label = useRequestLabel();
  const [asked, setAsked] = useState<AddressRequestItem | null>(null);
  const when = (at: string) => ljubljanaDateTimeParts(at);

  return (
    <section aria-labelledby="address-requests-heading" className="space-y-2">
      <h4 id="address-requests-heading" className="font-semibold text-neutral-900">
        {t('addressRequests.title')}
      </h4>
      <p className="text-sm text-neutral-700">{t('addressRequests.intro')}</p>
      {data === null ? (
        <p className="text-neutral-700">{t('addressRequests.unavailable')}</p>
      ) : data.items.length === 0 ? (
        <p className="text-neutral-700">{t('addressRequests.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {data.items.map((item) => {
            const sent = when(item.createdAt);
            const decided = item.decidedAt ? when(item.decidedAt) : null;
            return (
              <li
                key={item.id}
                aria-label={label(item)}
                className="min-w-0 rounded-lg border border-neutral-200 bg-white p-3"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={item.status} />
                  <span className="font-semibold text-neutral-900">
                    {t(`addressRequests.kind.${item.kind}`)}
                  </span>
                </div>
                <p className="mt-1 break-words text-neutral-900">
                  {[item.title, item.address].filter(Boolean).join(', ')}
                </p>
                {item.phone ? (
                  <p className="text-sm text-neutral-700">
                    {t('addressRequests.phone', { phone: item.phone })}
                  </p>
                ) : null}
                {item.requestedAddressStatus === 1 ? (
                  <p className="text-sm text-neutral-700">{t('addressRequests.defaultAsked')}</p>
                ) : null}
                <p className="mt-1 text-sm text-neutral-700">
                  {t('addressRequests.sentAt', { date: sent.date, time: sent.time })}
                  {item.requestedBy
                    ? ` · ${t('addressRequests.by', { name: item.requestedBy })}`
                    : ''}
                  {item.actingAgent
                    ? ` ${t('addressRequests.byAgent', { name: item.actingAgent })}`
                    : ''}
                </p>
                {decided && item.status !== 'pending' ? (
                  <p className="text-sm text-neutral-700">
                    {t(`addressRequests.decidedAt.${item.status}`, {
                      date: decided.date,
                      time: decided.time,
                    })}
                  </p>
                ) : null}
                {item.decisionNote ? (
                  <p className="mt-1 text-sm text-neutral-800">
                    {t('addressRequests.note', { note: item.decisionNote })}
                  </p>
                ) : null}
                {canWithdraw && item.status === 'pending' && onWithdraw ? (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setAsked(item)}
                    aria-label={t('addressRequests.withdrawFor', { what: label(item) })}
                    className="mt-2 rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-semibold text-neutral-800 hover:bg-neutral-50 disabled:opacity-60"
                  >
                    {t('addressRequests.withdraw')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {data && data.total > data.items.length ? (
        <p className="text-sm text-neutral-700">
          {t('addressRequests.shown', { shown: data.items.length, total: data.total })}
        </p>
      ) : null}
      {onWithdraw ? (
        <ConfirmDialog
          open={asked !== null}
          title={t('addressRequests.confirmWithdraw.title')}
          message={t('addressRequests.confirmWithdraw.message', {
            what: asked ? label(asked) : '',
          })}
          confirmLabel={t('addressRequests.withdraw')}
          onCancel={() => setAsked(null)}
          onConfirm={() => {
            const item = asked;
            setAsked(null);
            if (item) void onWithdraw(item);
          }}
        />
      ) : null}
    </section>
  );
}

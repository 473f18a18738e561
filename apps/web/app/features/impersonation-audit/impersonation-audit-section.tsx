// "Who acted for us, when, and what they did" (issue #13 audit): the company's admin sees each
// visit of a sales agent — agent, user, reason, start and end — and the state-changing calls
// made in it, newest first. Read-only: nothing here (or in the API) edits the log.
import { ljubljanaDateTimeParts } from '@gradnik/domain/format';
import { useAccountT } from '../../i18n/account/use-account-t';
import type { AccountKey } from '../../i18n/account/use-account-t';
import type { ImpersonationAuditData } from './impersonation-audit.server';

type Visit = NonNullable<ImpersonationAuditData>['data'][number];

const END_REASONS = {
  stopped: 'audit.end.stopped',
  idle: 'audit.end.idle',
  max_length: 'audit.end.max_length',
  logout: 'audit.end.logout',
  superseded: 'audit.end.superseded',
} as const satisfies Record<NonNullable<Visit['endReason']>, AccountKey>;

/** What a recorded call did, in words; the route pattern when it is not one we name. */
const ACTIONS: Record<string, AccountKey> = {
  // Placing answers 201 Created; adding to the basket 200 (modules/basket/routes.ts).
  'POST /jsonapi/basket 201': 'audit.action.placed',
  'POST /jsonapi/basket': 'audit.action.basketAdd',
  'PATCH /jsonapi/basket': 'audit.action.basketChange',
  'DELETE /jsonapi/basket': 'audit.action.basketRemove',
  'POST /jsonapi/order': 'audit.action.invoice',
  'POST /api/orders/:id/reorder': 'audit.action.reorder',
  'POST /api/documents/:id/reorder': 'audit.action.reorder',
  'POST /api/customer/depersonate': 'audit.action.stop',
  'PATCH /jsonapi/customer': 'audit.action.profile',
  'POST /api/customer/settings/:name': 'audit.action.settings',
  'POST /api/partner/address/request-create': 'audit.action.addressRequest',
  'POST /api/partner/address/request-update': 'audit.action.addressRequest',
  'POST /api/partner/address/request-delete': 'audit.action.addressRequest',
  'POST /api/partner/address/requests/:id/withdraw': 'audit.action.addressWithdraw',
};

function when(at: string): string {
  const { date, time } = ljubljanaDateTimeParts(at);
  return `${date} ${time}`;
}

function VisitEntry({ visit }: { visit: Visit }) {
  const t = useAccountT();
  return (
    <li className="rounded-md border border-neutral-200 bg-white p-4">
      <p className="font-medium text-neutral-900">
        {t('audit.visit', { agent: visit.agent, customer: visit.customer })}
      </p>
      <p className="text-sm text-neutral-700">
        {when(visit.startedAt)}
        {' – '}
        {visit.endedAt ? when(visit.endedAt) : t('audit.running')}
        {visit.endReason ? ` (${t(END_REASONS[visit.endReason])})` : ''}
      </p>
      <p className="text-sm text-neutral-700">{t('audit.reason', { reason: visit.reason })}</p>
      {visit.actions.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-600">{t('audit.noActions')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-neutral-800">
          {visit.actions.map((action, index) => {
            const call = `${action.method} ${action.route}`;
            const key = ACTIONS[`${call} ${action.statusCode}`] ?? ACTIONS[call];
            return (
              <li key={index}>
                <span className="text-neutral-600">{ljubljanaDateTimeParts(action.at).time}</span>{' '}
                {key ? t(key) : call}
                {action.statusCode >= 400 ? ` — ${t('audit.refused')}` : ''}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

export function ImpersonationAuditSection({ data }: { data: ImpersonationAuditData }) {
  const t = useAccountT();
  return (
    <section aria-labelledby="impersonation-audit-heading" className="space-y-3">
      <h3 id="impersonation-audit-heading" className="text-lg font-semibold text-neutral-900">
        {t('audit.title')}
      </h3>
      <p className="text-sm text-neutral-700">{t('audit.intro')}</p>
      {data === null ? (
        <p role="status" className="text-sm text-neutral-700">
          {t('audit.unavailable')}
        </p>
      ) : data.data.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('audit.empty')}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {data.data.map((visit) => (
              <VisitEntry key={visit.id} visit={visit} />
            ))}
          </ul>
          {data.total > data.data.length ? (
            <p className="text-sm text-neutral-600">
              {t('audit.shown', { shown: data.data.length, total: data.total })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

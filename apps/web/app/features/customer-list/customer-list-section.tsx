// The profile's users section (issue #13; SPEC §2 /profil#uporabniki, §6, §9): the company's
// users for its admin, the customers an agent serves for the agent, who starts acting for an
// active one from its row. The search is a plain GET form and the pages plain links, so the
// list searches and pages without JavaScript and every state has an address
// (customer-list-filter.ts). One table: on a phone (390 px) each row is a card with its
// labels; from md up the columns have headings. For the company admin each row offers role
// change and (de)activation, each behind the confirm dialog (use-user-management.ts, decision 032);
// the admin also invites new users, and an invited row shows its invitation's expiry with
// "resend" and "withdraw" instead of (de)activation (features/invitation, decision 034).
import { ljubljanaDateTimeParts } from '@gradnik/domain/format';
import { useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useAccountT } from '../../i18n/account/use-account-t';
import type { AccountKey } from '../../i18n/account/use-account-t';
import { PROFILE_SECTIONS } from '../../route-table';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { fieldClass, labelClass } from '../../ui/filter-fields';
import { StartImpersonationButton } from '../../ui/impersonation/start-impersonation';
import { Pagination } from '../../ui/product-list/pagination';
import type { InvitationAction } from '../invitation/invitation-calls';
import { invitationState } from '../invitation/invite-form-state';
import { InviteUserButton } from '../invitation/invite-user-button';
import { useInvitationActions } from '../invitation/use-invitation-actions';
import {
  customerListHref,
  CUSTOMER_SEARCH_MAX,
  SEARCH_PARAM,
  type CustomerListFilter,
} from './customer-list-filter';
import type { CustomerListData, CustomerRow } from './customer-list.server';
import { useUserManagement, type ManagedUser, type UserAction } from './use-user-management';

const ROLE_LABELS: Record<string, AccountKey> = {
  customer_admin: 'customerList.role.customer_admin',
  customer_employee: 'customerList.role.customer_employee',
};

const cellClass = 'block px-0 py-0.5 md:table-cell md:px-3 md:py-2';

/** The column's name before the value, on a phone only (the headings are hidden there). */
function CellLabel({ children }: { children: string }) {
  return <span className="font-medium text-neutral-600 md:hidden">{children}: </span>;
}

function SearchForm({ filter, agent }: { filter: CustomerListFilter; agent: boolean }) {
  const t = useAccountT();
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      // The section's anchor stays in the address, so the page opens at the results.
      action={`${pathname}#${PROFILE_SECTIONS.users}`}
      aria-label={t('customerList.searchForm')}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:flex-row sm:items-end"
    >
      <div className="grow">
        <label htmlFor="customer-list-search" className={labelClass}>
          {t('customerList.search')}
        </label>
        <input
          id="customer-list-search"
          name={SEARCH_PARAM}
          type="search"
          maxLength={CUSTOMER_SEARCH_MAX}
          defaultValue={filter.search}
          aria-describedby="customer-list-search-hint"
          className={fieldClass}
        />
        <p id="customer-list-search-hint" className="mt-1 text-xs text-neutral-600">
          {t(agent ? 'customerList.searchHint.agent' : 'customerList.searchHint')}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:pb-5">
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('customerList.searchButton')}
        </button>
        {filter.search ? (
          <Link
            to={customerListHref(filter, { search: '' })}
            className="text-sm text-brand-900 underline"
          >
            {t('customerList.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

const actionButtonClass =
  'rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-900 hover:bg-neutral-50 disabled:opacity-50';

/** Any action a row offers the admin: user management's or an invitation's. */
export type RowAction = UserAction | InvitationAction;

const isInvitationAction = (action: RowAction): action is InvitationAction =>
  action === 'resend' || action === 'withdraw';

/** The button's text of an action. */
const actionKey = (action: RowAction): AccountKey =>
  isInvitationAction(action) ? `invitation.${action}` : `userManagement.${action}`;

/**
 * The admin's actions on one row: the role the user has not, and (de)activation; for an
 * invited user resending and withdrawing the invitation instead (decision 034).
 */
function AdminActions({
  row,
  name,
  busy,
  onAsk,
}: {
  row: CustomerRow;
  name: string;
  busy: boolean;
  onAsk: (action: RowAction, user: ManagedUser) => void;
}) {
  const t = useAccountT();
  const actions: RowAction[] = [
    row.role === 'customer_admin' ? 'makeEmployee' : 'makeAdmin',
    ...(row.invited
      ? (['resend', 'withdraw'] as const)
      : ([row.active ? 'deactivate' : 'reactivate'] as const)),
  ];
  return (
    <div
      role="group"
      aria-label={t('userManagement.actionsOf', { name })}
      className="flex flex-wrap gap-2"
    >
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => onAsk(action, { id: row.id, name })}
          className={actionButtonClass}
        >
          {t(actionKey(action))}
        </button>
      ))}
    </div>
  );
}

/** "Vabilo poslano · velja do 12. 06. 2026" (SPEC §9 dates, Ljubljana time). */
function InvitationStatus({ expiresAt }: { expiresAt: string | null }) {
  const t = useAccountT();
  const { key, at } = invitationState(expiresAt);
  return (
    <span className="font-semibold text-warning-600">
      {t(key, { date: at ? ljubljanaDateTimeParts(at).date : '' })}
    </span>
  );
}

function Row({
  row,
  agent,
  manage,
}: {
  row: CustomerRow;
  agent: boolean;
  /** The admin's actions (never for an agent acting for nobody). */
  manage?: { busy: boolean; onAsk: (action: RowAction, user: ManagedUser) => void };
}) {
  const t = useAccountT();
  const name = `${row.firstname} ${row.lastname}`;
  const role = ROLE_LABELS[row.role];
  return (
    <tr className="mb-3 block rounded-lg border border-neutral-200 bg-white p-3 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0">
      <th scope="row" className={`${cellClass} text-left font-semibold text-neutral-900`}>
        {name}
      </th>
      <td className={`${cellClass} break-all`}>
        <CellLabel>{t('customerList.col.email')}</CellLabel>
        {row.email}
      </td>
      <td className={cellClass}>
        <CellLabel>{t('customerList.col.company')}</CellLabel>
        {row.company ?? '–'}
        <span className="text-neutral-600">
          {' '}
          ({t('customerList.partnerNo', { number: row.partnerNo })})
        </span>
      </td>
      <td className={cellClass}>
        <CellLabel>{t('customerList.col.role')}</CellLabel>
        {role ? t(role) : row.role}
      </td>
      <td className={cellClass}>
        <CellLabel>{t('customerList.col.status')}</CellLabel>
        {row.invited ? (
          <InvitationStatus expiresAt={row.invitationExpiresAt} />
        ) : (
          <span className={row.active ? 'text-success-600' : 'font-semibold text-neutral-600'}>
            {t(row.active ? 'customerList.status.active' : 'customerList.status.inactive')}
          </span>
        )}
      </td>
      {agent ? (
        <td className={`${cellClass} pt-2 md:pt-2`}>
          {row.active ? (
            <StartImpersonationButton customer={{ id: row.id, name, company: row.company }} />
          ) : null}
        </td>
      ) : null}
      {manage ? (
        <td className={`${cellClass} pt-2 md:pt-2`}>
          <AdminActions row={row} name={name} busy={manage.busy} onAsk={manage.onAsk} />
        </td>
      ) : null}
    </tr>
  );
}

export interface CustomerListSectionProps {
  data: CustomerListData;
  filter: CustomerListFilter;
  /** An agent acting for nobody: the rows offer to act for the customer (issue #13). */
  agent: boolean;
  /**
   * The caller may change roles and (de)activate users: a customer_admin (also an agent acting
   * as one). An agent acting as an employee sees the list but manages nothing (SPEC §6).
   */
  canManage?: boolean;
}

export function CustomerListSection({
  data,
  filter,
  agent,
  canManage = !agent,
}: CustomerListSectionProps) {
  const t = useAccountT();
  const { busy, run } = useUserManagement();
  const invitations = useInvitationActions();
  const [asked, setAsked] = useState<{ action: RowAction; user: ManagedUser } | null>(null);
  const manage = (row: CustomerRow) =>
    agent || !canManage
      ? undefined
      : {
          busy: busy === row.id || invitations.busy === row.id,
          onAsk: (action: RowAction, user: ManagedUser) => setAsked({ action, user }),
        };
  const confirmKey = (action: RowAction, part: 'title' | 'message'): AccountKey =>
    isInvitationAction(action)
      ? `invitation.confirm.${action}.${part}`
      : `userManagement.confirm.${action}.${part}`;
  const columns = ['name', 'email', 'company', 'role', 'status'] as const;
  return (
    <div className="space-y-4">
      {agent || !canManage ? null : (
        <div className="flex justify-end">
          <InviteUserButton />
        </div>
      )}
      <SearchForm filter={filter} agent={agent} />
      {data === null ? (
        <p
          role="alert"
          className="rounded-md border border-danger-600 bg-white px-4 py-3 text-danger-700"
        >
          {t('customerList.loadFailed')}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-neutral-700">
            {t(agent ? 'customerList.count.agent' : 'customerList.count', { count: data.total })}
          </p>
          {data.rows.length === 0 ? (
            <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
              {t(filter.search ? 'customerList.noMatch' : 'customerList.empty')}
            </p>
          ) : (
            <table className="block w-full text-sm md:table md:rounded-lg md:border md:border-neutral-200 md:bg-white">
              <caption className="sr-only">
                {t(agent ? 'customerList.caption.agent' : 'customerList.caption')}
              </caption>
              <thead className="hidden md:table-header-group">
                <tr className="border-b border-neutral-300 text-left">
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {t(`customerList.col.${column}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('customerList.col.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="block md:table-row-group">
                {data.rows.map((row) => (
                  <Row key={row.id} row={row} agent={agent} manage={manage(row)} />
                ))}
              </tbody>
            </table>
          )}
          <Pagination
            page={data.page}
            pageCount={data.lastPage}
            hrefForPage={(page) => customerListHref(filter, { page })}
          />
        </>
      )}
      {agent || !canManage ? null : (
        <ConfirmDialog
          open={asked !== null}
          title={asked ? t(confirmKey(asked.action, 'title')) : ''}
          message={asked ? t(confirmKey(asked.action, 'message'), { name: asked.user.name }) : ''}
          confirmLabel={asked ? t(actionKey(asked.action)) : undefined}
          onConfirm={() => {
            if (asked) {
              const { action, user } = asked;
              if (isInvitationAction(action)) void invitations.run(action, user.id);
              else void run(action, user);
            }
            setAsked(null);
          }}
          onCancel={() => setAsked(null)}
        />
      )}
    </div>
  );
}

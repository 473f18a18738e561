// The orders list (issue #12; SPEC §2 /narocila): the filters as a plain GET form, so the list
// filters, pages and sorts without JavaScript and every state has an address; the orders as a
// table on wide screens and as cards on a phone (390 px). Each order links to its detail.
import type { OrderListItem } from '@gradnik/contracts/order';
import { ORDER_LIST_PAGE_SIZES, ORDER_LIST_SORTS } from '@gradnik/contracts/order-list-params';
import { formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import { formatCurrency } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { LISTED_STATUSES, orderStatusLabel } from '@gradnik/domain/order-status';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { href } from '../../route-table';
import { Pagination } from '../../ui/product-list/pagination';
import { Choice, FilterForm, TextField } from '../../ui/filter-fields';
import { ordersHref, type OrdersFilter, type OrdersFilterError } from './orders-filter';

function deliveryText(order: OrderListItem): string {
  if (!order.deliveryFrom) return '–';
  const from = formatDay(order.deliveryFrom);
  return order.deliveryTo && order.deliveryTo !== order.deliveryFrom
    ? `${from} – ${formatDay(order.deliveryTo)}`
    : from;
}

function OrderNumber({ order, locale }: { order: OrderListItem; locale: Locale }) {
  const t = useT();
  return (
    <>
      <Link
        to={href('order', locale, { id: order.id })}
        className="font-semibold text-brand-900 underline-offset-2 hover:underline"
      >
        {order.number}
      </Link>
      {order.kind === 'inquiry' ? (
        <span className="ml-2 rounded bg-neutral-100 px-1.5 py-0.5 text-xs text-neutral-700">
          {t('orders.inquiry')}
        </span>
      ) : null}
    </>
  );
}

function PlacedBy({ order }: { order: OrderListItem }) {
  const t = useT();
  return (
    <>
      {order.placedBy.name}
      {order.agent ? (
        <span className="block text-xs text-neutral-600">
          {t('orders.agent', { name: order.agent.name })}
        </span>
      ) : null}
    </>
  );
}

/** A day typed as DD. MM. YYYY (SPEC §9), its error (if any) read out with it. */
function DayField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  invalid: boolean;
}) {
  const t = useT();
  return <TextField {...props} placeholder={t('orders.datePlaceholder')} inputMode="numeric" />;
}

function OrdersFilterForm({
  filter,
  errors,
  placers,
}: {
  filter: OrdersFilter;
  errors: OrdersFilterError[];
  placers: OrderListProps['placers'];
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <FilterForm
      label={t('orders.filters')}
      search={{ id: 'orders-q', label: t('orders.search'), value: filter.q }}
      errors={errors.map((error) => ({
        key: error,
        field: error === 'dateTo' ? 'orders-to' : 'orders-from',
        text: t(`orders.error.${error}`),
      }))}
      applyText={t('orders.apply')}
      clearText={t('orders.clear')}
    >
      <Choice
        id="orders-status"
        name="status"
        label={t('orders.status')}
        value={filter.status ?? ''}
        options={[
          ['', t('orders.status.all')],
          ...LISTED_STATUSES.map((status) => [status, orderStatusLabel(status, locale)] as const),
        ]}
      />
      <Choice
        id="orders-placed-by"
        name="narocil"
        label={t('orders.placedBy')}
        value={filter.placedBy ?? ''}
        options={[
          ['', t('orders.placedBy.all')],
          ...placers.map((placer) => [placer.id, placer.name] as const),
        ]}
      />
      <DayField
        id="orders-from"
        name="od"
        label={t('orders.dateFrom')}
        value={filter.dateFrom}
        invalid={errors.includes('dateFrom') || errors.includes('dateOrder')}
      />
      <DayField
        id="orders-to"
        name="do"
        label={t('orders.dateTo')}
        value={filter.dateTo}
        invalid={errors.includes('dateTo')}
      />
      <Choice
        id="orders-sort"
        name="sort"
        label={t('orders.sort')}
        value={filter.sort}
        options={ORDER_LIST_SORTS.map((sort) => [sort, t(`orders.sort.${sort}`)] as const)}
      />
      <Choice
        id="orders-per-page"
        name="per_page"
        label={t('orders.perPage')}
        value={String(filter.perPage)}
        options={ORDER_LIST_PAGE_SIZES.map((size) => [String(size), String(size)] as const)}
      />
    </FilterForm>
  );
}

export interface OrderListProps {
  filter: OrdersFilter;
  errors: OrdersFilterError[];
  orders: OrderListItem[];
  total: number;
  page: number;
  lastPage: number;
  placers: { id: string; name: string }[];
}

export function OrderList(props: OrderListProps) {
  const { filter, errors, orders, total, page, lastPage, placers } = props;
  const t = useT();
  const locale = useLocale();
  const columns = [
    'number',
    'date',
    'placedBy',
    'reference',
    'recipient',
    'total',
    'status',
    'delivery',
  ] as const;
  return (
    <div className="space-y-4">
      <OrdersFilterForm filter={filter} errors={errors} placers={placers} />
      <p role="status" className="text-sm text-neutral-700">
        {t('orders.count', { count: total })}
      </p>
      {orders.length === 0 ? (
        <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
          {t('orders.empty')}
        </p>
      ) : (
        <>
          <table className="hidden w-full border-collapse bg-white text-sm md:table">
            <caption className="sr-only">{t('screen.orders.title')}</caption>
            <thead>
              <tr className="border-b border-neutral-300 text-left">
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-2 font-semibold ${column === 'total' ? 'text-right' : ''}`}
                  >
                    {t(`orders.col.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id} className="border-b border-neutral-200 align-top">
                  <td className="px-3 py-2">
                    <OrderNumber order={order} locale={locale} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {formatDay(ljubljanaDay(order.createdAt))}
                  </td>
                  <td className="px-3 py-2">
                    <PlacedBy order={order} />
                  </td>
                  <td className="px-3 py-2">{order.reference ?? '–'}</td>
                  <td className="px-3 py-2">{order.recipient ?? '–'}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatCurrency(order.totalGross, locale)}
                  </td>
                  <td className="px-3 py-2">{orderStatusLabel(order.status, locale)}</td>
                  <td className="px-3 py-2 tabular-nums">{deliveryText(order)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="space-y-3 md:hidden" aria-label={t('screen.orders.title')}>
            {orders.map((order) => (
              <li key={order.id} className="rounded-lg border border-neutral-200 bg-white p-3">
                <p>
                  <OrderNumber order={order} locale={locale} />
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-neutral-600">{t('orders.col.date')}</dt>
                  <dd>{formatDay(ljubljanaDay(order.createdAt))}</dd>
                  <dt className="text-neutral-600">{t('orders.col.status')}</dt>
                  <dd>{orderStatusLabel(order.status, locale)}</dd>
                  <dt className="text-neutral-600">{t('orders.col.total')}</dt>
                  <dd className="tabular-nums">{formatCurrency(order.totalGross, locale)}</dd>
                  <dt className="text-neutral-600">{t('orders.col.placedBy')}</dt>
                  <dd>
                    <PlacedBy order={order} />
                  </dd>
                  {order.reference ? (
                    <>
                      <dt className="text-neutral-600">{t('orders.col.reference')}</dt>
                      <dd>{order.reference}</dd>
                    </>
                  ) : null}
                  <dt className="text-neutral-600">{t('orders.col.delivery')}</dt>
                  <dd>{deliveryText(order)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(n) => ordersHref(filter, { page: n })}
      />
    </div>
  );
}

// The complaints list (issue #16; SPEC §2 /reklamacije; decision 043): number, date, order,
// products, state, desired resolution and the credit note, newest first. The filters are a plain
// GET form kept in the address (state, od, do, per_page, page), so the list works without
// JavaScript; a table on wide screens, cards on a phone (390 px), as the other account lists.
import type { ComplaintListItem } from '@gradnik/contracts/complaint';
import { COMPLAINT_LIST_PAGE_SIZES, COMPLAINT_STATES } from '@gradnik/contracts/complaint-params';
import { COMPLAINT_RESOLUTION_LABELS, COMPLAINT_STATE_LABELS } from '@gradnik/domain/complaints';
import { formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import type { Locale } from '@gradnik/domain/locale';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { href } from '../../route-table';
import { Choice, FilterForm, TextField } from '../../ui/filter-fields';
import { Pagination } from '../../ui/product-list/pagination';
import {
  complaintsHref,
  type ComplaintsFilter,
  type ComplaintsFilterError,
} from './complaints-filter';
import { useComplaintsT } from './texts';

export interface ComplaintListProps {
  filter: ComplaintsFilter;
  errors: ComplaintsFilterError[];
  complaints: ComplaintListItem[];
  total: number;
  page: number;
  lastPage: number;
  refused: string | null;
}

function Number_({ item, locale }: { item: ComplaintListItem; locale: Locale }) {
  return (
    <Link
      to={href('reclamation', locale, { id: item.id })}
      className="font-semibold text-brand-900 underline-offset-2 hover:underline"
    >
      {item.number}
    </Link>
  );
}

function Products({ item }: { item: ComplaintListItem }) {
  const t = useComplaintsT();
  const more = item.lineCount - item.products.length;
  return (
    <>
      {item.products.map((p) => (
        <span key={p.code} className="block">
          {p.name} <span className="text-xs text-neutral-600">({p.code})</span>
        </span>
      ))}
      {more > 0 ? (
        <span className="block text-xs text-neutral-600">
          {t('products.more', { count: more })}
        </span>
      ) : null}
    </>
  );
}

function CreditNote({ item, locale }: { item: ComplaintListItem; locale: Locale }) {
  if (!item.creditNote) return <>–</>;
  return (
    <Link
      to={`${href('documents', locale)}?q=${encodeURIComponent(item.creditNote.number)}`}
      className="text-brand-900 underline"
    >
      {item.creditNote.number}
    </Link>
  );
}

function FilterFields({
  filter,
  errors,
}: {
  filter: ComplaintsFilter;
  errors: ComplaintsFilterError[];
}) {
  const t = useComplaintsT();
  const locale = useLocale();
  const day = (id: string, name: string, label: string, value: string, invalid: boolean) => (
    <TextField
      id={id}
      name={name}
      label={label}
      value={value}
      placeholder={t('list.datePlaceholder')}
      inputMode="numeric"
      invalid={invalid}
    />
  );
  return (
    <FilterForm
      label={t('list.filters')}
      errors={errors.map((error) => ({
        key: error,
        field: error === 'dateTo' ? 'complaints-to' : 'complaints-from',
        text: t(`list.error.${error}`),
      }))}
      applyText={t('list.apply')}
      clearText={t('list.clear')}
      columns={5}
    >
      <Choice
        id="complaints-state"
        name="status"
        label={t('list.state')}
        value={filter.state ?? ''}
        options={[
          ['', t('list.state.all')],
          ...COMPLAINT_STATES.map(
            (state) => [state, COMPLAINT_STATE_LABELS[locale][state]] as const,
          ),
        ]}
      />
      {day(
        'complaints-from',
        'od',
        t('list.dateFrom'),
        filter.dateFrom,
        errors.includes('dateFrom') || errors.includes('dateOrder'),
      )}
      {day('complaints-to', 'do', t('list.dateTo'), filter.dateTo, errors.includes('dateTo'))}
      <Choice
        id="complaints-per-page"
        name="per_page"
        label={t('list.perPage')}
        value={String(filter.perPage)}
        options={COMPLAINT_LIST_PAGE_SIZES.map((size) => [String(size), String(size)] as const)}
      />
    </FilterForm>
  );
}

const COLUMNS = [
  'number',
  'date',
  'order',
  'products',
  'state',
  'resolution',
  'creditNote',
] as const;

export function ComplaintList(props: ComplaintListProps) {
  const { filter, errors, complaints, total, page, lastPage, refused } = props;
  const t = useComplaintsT();
  const locale = useLocale();
  if (refused !== null) {
    return (
      <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-800">
        {refused}
      </p>
    );
  }
  const filtered =
    filter.state !== null || filter.dateFrom !== '' || filter.dateTo !== '' || filter.page > 1;
  const date = (item: ComplaintListItem) => formatDay(ljubljanaDay(item.createdAt));
  return (
    <div className="space-y-4">
      <Link
        to={href('reclamation-new', locale)}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-900 px-4 py-2 font-semibold text-white"
      >
        {t('list.new')}
      </Link>
      <FilterFields filter={filter} errors={errors} />
      <p role="status" className="text-sm text-neutral-700">
        {t('list.count', { count: total })}
      </p>
      {complaints.length === 0 ? (
        <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
          {filtered ? t('list.empty') : t('list.none')}
        </p>
      ) : (
        <>
          <table className="hidden w-full border-collapse bg-white text-sm md:table">
            <caption className="sr-only">{t('list.filters')}</caption>
            <thead>
              <tr className="border-b border-neutral-300 text-left">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`col.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {complaints.map((item) => (
                <tr key={item.id} className="border-b border-neutral-200 align-top">
                  <td className="px-3 py-2">
                    <Number_ item={item} locale={locale} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">{date(item)}</td>
                  <td className="px-3 py-2 tabular-nums">{item.order?.number ?? '–'}</td>
                  <td className="px-3 py-2">
                    <Products item={item} />
                  </td>
                  <td className="px-3 py-2">{COMPLAINT_STATE_LABELS[locale][item.state]}</td>
                  <td className="px-3 py-2">
                    {COMPLAINT_RESOLUTION_LABELS[locale][item.desiredResolution]}
                  </td>
                  <td className="px-3 py-2">
                    <CreditNote item={item} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="space-y-3 md:hidden" aria-label={t('list.filters')}>
            {complaints.map((item) => (
              <li key={item.id} className="rounded-lg border border-neutral-200 bg-white p-3">
                <p>
                  <Number_ item={item} locale={locale} />
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-neutral-600">{t('col.state')}</dt>
                  <dd>{COMPLAINT_STATE_LABELS[locale][item.state]}</dd>
                  <dt className="text-neutral-600">{t('col.date')}</dt>
                  <dd className="tabular-nums">{date(item)}</dd>
                  <dt className="text-neutral-600">{t('col.order')}</dt>
                  <dd className="tabular-nums">{item.order?.number ?? '–'}</dd>
                  <dt className="text-neutral-600">{t('col.products')}</dt>
                  <dd>
                    <Products item={item} />
                  </dd>
                  <dt className="text-neutral-600">{t('col.resolution')}</dt>
                  <dd>{COMPLAINT_RESOLUTION_LABELS[locale][item.desiredResolution]}</dd>
                  {item.creditNote ? (
                    <>
                      <dt className="text-neutral-600">{t('col.creditNote')}</dt>
                      <dd>
                        <CreditNote item={item} locale={locale} />
                      </dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(n) => complaintsHref(filter, { page: n })}
      />
    </div>
  );
}

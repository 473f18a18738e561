// The inquiry offers list (issue #14; SPEC §2 /povprasevanje-ponudbe; decision 036): the
// company's inquiries with their state, the current offer's number, valid-until day and value,
// and who asked. The filters are a plain GET form, so the list filters, pages and sorts without
// JavaScript and every state has an address; a table on wide screens, cards on a phone (390 px),
// as the orders list (features/orders/order-list.tsx). An offer whose last day is near is
// marked 'Poteče kmalu'. Without a type-3 caretaker (SPEC §6) the list is read-only, with why.
import type { InquiryListItem } from '@gradnik/contracts/offer';
import {
  INQUIRY_LIST_PAGE_SIZES,
  INQUIRY_LIST_SORTS,
  INQUIRY_STATES,
} from '@gradnik/contracts/offer-params';
import { formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import { formatCurrency } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { INQUIRY_STATE_LABELS } from '@gradnik/domain/offer';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useAccountT } from '../../i18n/account/use-account-t';
import { href } from '../../route-table';
import { Choice, FilterForm, TextField } from '../../ui/filter-fields';
import { Pagination } from '../../ui/product-list/pagination';
import {
  inquiryOffersHref,
  type InquiryOffersFilter,
  type InquiryOffersFilterError,
} from './inquiry-offers-filter';
import { ReadOnlyNotice } from './read-only-notice';

export interface InquiryListProps {
  filter: InquiryOffersFilter;
  errors: InquiryOffersFilterError[];
  inquiries: InquiryListItem[];
  total: number;
  page: number;
  lastPage: number;
  inquiriesAllowed: boolean;
  /** The API's refusal (an agent acting for no partner): shown instead of the list. */
  refused: string | null;
}

/** The value shown: the current offer's, else the inquiry's as sent (both with VAT). */
function valueOf(item: InquiryListItem): number {
  return item.offer ? item.offer.totalGross : item.inquiryGross;
}

function InquiryNumber({ item, locale }: { item: InquiryListItem; locale: Locale }) {
  return (
    <Link
      to={href('inquiry-offer', locale, { id: item.id })}
      className="font-semibold text-brand-900 underline-offset-2 hover:underline"
    >
      {item.number}
    </Link>
  );
}

/** 'Poteče kmalu' beside an offer's valid-until day (decision 036: within 3 days, today included). */
export function ExpiresSoonMark() {
  const t = useAccountT();
  return (
    <span className="ml-2 inline-block rounded border border-amber-200 bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      {t('inquiryOffers.expiresSoon')}
    </span>
  );
}

function ValidUntil({ item }: { item: InquiryListItem }) {
  const day = item.offer?.validUntil;
  if (!day) return <>–</>;
  return (
    <>
      <span className="tabular-nums">{formatDay(day)}</span>
      {item.offer?.expiresSoon && item.state === 'offered' ? <ExpiresSoonMark /> : null}
    </>
  );
}

function AskedBy({ item }: { item: InquiryListItem }) {
  const t = useAccountT();
  return (
    <>
      {item.placedBy.name}
      {item.agent ? (
        <span className="block text-xs text-neutral-600">
          {t('orders.agent', { name: item.agent.name })}
        </span>
      ) : null}
    </>
  );
}

function StateLabel({ item, locale }: { item: InquiryListItem; locale: Locale }) {
  return <>{INQUIRY_STATE_LABELS[locale][item.state]}</>;
}

function InquiriesFilterForm({
  filter,
  errors,
}: {
  filter: InquiryOffersFilter;
  errors: InquiryOffersFilterError[];
}) {
  const t = useAccountT();
  const locale = useLocale();
  const dayField = (id: string, name: string, label: string, value: string, invalid: boolean) => (
    <TextField
      id={id}
      name={name}
      label={label}
      value={value}
      placeholder={t('orders.datePlaceholder')}
      inputMode="numeric"
      invalid={invalid}
    />
  );
  return (
    <FilterForm
      label={t('inquiryOffers.filters')}
      errors={errors.map((error) => ({
        key: error,
        field: error === 'dateTo' ? 'inquiries-to' : 'inquiries-from',
        text: t(`inquiryOffers.error.${error}`),
      }))}
      applyText={t('inquiryOffers.apply')}
      clearText={t('inquiryOffers.clear')}
      columns={5}
    >
      <Choice
        id="inquiries-state"
        name="status"
        label={t('inquiryOffers.state')}
        value={filter.state ?? ''}
        options={[
          ['', t('inquiryOffers.state.all')],
          ...INQUIRY_STATES.map((state) => [state, INQUIRY_STATE_LABELS[locale][state]] as const),
        ]}
      />
      {dayField(
        'inquiries-from',
        'od',
        t('inquiryOffers.dateFrom'),
        filter.dateFrom,
        errors.includes('dateFrom') || errors.includes('dateOrder'),
      )}
      {dayField(
        'inquiries-to',
        'do',
        t('inquiryOffers.dateTo'),
        filter.dateTo,
        errors.includes('dateTo'),
      )}
      <Choice
        id="inquiries-sort"
        name="sort"
        label={t('inquiryOffers.sort')}
        value={filter.sort}
        options={INQUIRY_LIST_SORTS.map((sort) => [sort, t(`inquiryOffers.sort.${sort}`)] as const)}
      />
      <Choice
        id="inquiries-per-page"
        name="per_page"
        label={t('inquiryOffers.perPage')}
        value={String(filter.perPage)}
        options={INQUIRY_LIST_PAGE_SIZES.map((size) => [String(size), String(size)] as const)}
      />
    </FilterForm>
  );
}

const COLUMNS = ['number', 'date', 'offer', 'validUntil', 'value', 'placedBy', 'state'] as const;

export function InquiryList(props: InquiryListProps) {
  const { filter, errors, inquiries, total, page, lastPage, inquiriesAllowed, refused } = props;
  const t = useAccountT();
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
  const money = (item: InquiryListItem) => formatCurrency(valueOf(item), locale);
  const offerNumber = (item: InquiryListItem) => item.offer?.number ?? '–';
  return (
    <div className="space-y-4">
      {inquiriesAllowed ? null : <ReadOnlyNotice />}
      <InquiriesFilterForm filter={filter} errors={errors} />
      <p role="status" className="text-sm text-neutral-700">
        {t('inquiryOffers.count', { count: total })}
      </p>
      {inquiries.length === 0 ? (
        <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
          {filtered ? t('inquiryOffers.empty') : t('inquiryOffers.none')}
        </p>
      ) : (
        <>
          <table className="hidden w-full border-collapse bg-white text-sm md:table">
            <caption className="sr-only">{t('screen.inquiry-offers.title')}</caption>
            <thead>
              <tr className="border-b border-neutral-300 text-left">
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-2 font-semibold ${column === 'value' ? 'text-right' : ''}`}
                  >
                    {t(`inquiryOffers.col.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {inquiries.map((item) => (
                <tr key={item.id} className="border-b border-neutral-200 align-top">
                  <td className="px-3 py-2">
                    <InquiryNumber item={item} locale={locale} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {formatDay(ljubljanaDay(item.createdAt))}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{offerNumber(item)}</td>
                  <td className="px-3 py-2">
                    <ValidUntil item={item} />
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{money(item)}</td>
                  <td className="px-3 py-2">
                    <AskedBy item={item} />
                  </td>
                  <td className="px-3 py-2">
                    <StateLabel item={item} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="space-y-3 md:hidden" aria-label={t('screen.inquiry-offers.title')}>
            {inquiries.map((item) => (
              <li key={item.id} className="rounded-lg border border-neutral-200 bg-white p-3">
                <p>
                  <InquiryNumber item={item} locale={locale} />
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-neutral-600">{t('inquiryOffers.col.state')}</dt>
                  <dd>
                    <StateLabel item={item} locale={locale} />
                  </dd>
                  <dt className="text-neutral-600">{t('inquiryOffers.col.date')}</dt>
                  <dd className="tabular-nums">{formatDay(ljubljanaDay(item.createdAt))}</dd>
                  {item.offer ? (
                    <>
                      <dt className="text-neutral-600">{t('inquiryOffers.col.offer')}</dt>
                      <dd className="tabular-nums">{item.offer.number}</dd>
                      <dt className="text-neutral-600">{t('inquiryOffers.col.validUntil')}</dt>
                      <dd>
                        <ValidUntil item={item} />
                      </dd>
                    </>
                  ) : null}
                  <dt className="text-neutral-600">{t('inquiryOffers.col.value')}</dt>
                  <dd className="tabular-nums">{money(item)}</dd>
                  <dt className="text-neutral-600">{t('inquiryOffers.col.placedBy')}</dt>
                  <dd>
                    <AskedBy item={item} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(n) => inquiryOffersHref(filter, { page: n })}
      />
    </div>
  );
}

// The documents list (issue #12; SPEC §2 /dokumenti): the filters as a plain GET form, so the
// list filters, pages and sorts without JavaScript and every state has an address; the
// documents as a table that scrolls inside its own box on a phone (390 px). Each row can be
// chosen; the export bar exports the filtered list (or only the chosen rows) as CSV or XLSX
// and downloads the chosen rows' PDFs as one ZIP; each row downloads its PDF. Downloads need
// the session's token, so they run in the browser (lib/download.ts) with a progress bar.
import type { DocumentListItem } from '@gradnik/contracts/document';
import {
  DOCUMENT_EXPORT_MAX_IDS,
  DOCUMENT_EXPORT_MAX_ROWS,
  DOCUMENT_LIST_PAGE_SIZES,
  DOCUMENT_LIST_SORTS,
  DOCUMENT_ZIP_MAX,
  type DocumentExportFormat,
} from '@gradnik/contracts/document-list-params';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  PAYMENT_STATUSES,
  documentStatusLabel,
} from '@gradnik/domain/account-documents';
import { formatDay } from '@gradnik/domain/date-range';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { formatSize, useDownload, type DownloadProgress } from '../../lib/download';
import { useHydrated } from '../../lib/use-hydrated';
import { href } from '../../route-table';
import { Pagination } from '../../ui/product-list/pagination';
import { Choice, FilterForm, TextField } from '../../ui/filter-fields';
import {
  documentPdfPath,
  documentsExportPath,
  documentsHref,
  documentsZipPath,
  type DocumentsFilter,
  type DocumentsFilterError,
} from './documents-filter';

const buttonClass =
  'rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const primaryButton = `${buttonClass} bg-brand-600 text-white hover:bg-brand-700`;
const secondaryButton = `${buttonClass} border border-brand-600 bg-white text-brand-900 hover:bg-brand-50`;
/** A row's action button (PDF, and the route's Reorder). */
export const rowButtonClass =
  'whitespace-nowrap rounded-md border border-brand-600 bg-white px-2.5 py-1 text-xs font-semibold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/** The form field each filter error belongs to (its message is read out with the field). */
const ERROR_FIELD: Record<DocumentsFilterError, string> = {
  dateFrom: 'documents-from',
  dateOrder: 'documents-from',
  dateTo: 'documents-to',
  amountMin: 'documents-min',
  amountOrder: 'documents-min',
  amountMax: 'documents-max',
};

/** A typed filter whose error (if any) is read out with it. */
function Field({
  errors,
  ...props
}: Omit<Parameters<typeof TextField>[0], 'invalid'> & { errors: DocumentsFilterError[] }) {
  return <TextField {...props} invalid={errors.some((error) => ERROR_FIELD[error] === props.id)} />;
}

function DocumentsFilterForm({
  filter,
  errors,
}: {
  filter: DocumentsFilter;
  errors: DocumentsFilterError[];
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <FilterForm
      label={t('documents.filters')}
      search={{ id: 'documents-q', label: t('documents.search'), value: filter.q }}
      errors={errors.map((error) => ({
        key: error,
        field: ERROR_FIELD[error],
        text: t(`documents.error.${error}`),
      }))}
      applyText={t('documents.apply')}
      clearText={t('documents.clear')}
    >
      <Choice
        id="documents-type"
        name="type"
        label={t('documents.type')}
        value={filter.type ?? ''}
        options={[
          ['', t('documents.type.all')],
          ...DOCUMENT_TYPES.map((type) => [type, DOCUMENT_TYPE_LABELS[locale][type]] as const),
        ]}
      />
      <Choice
        id="documents-status"
        name="status"
        label={t('documents.status')}
        value={filter.status ?? ''}
        options={[
          ['', t('documents.status.all')],
          ...PAYMENT_STATUSES.map(
            (status) => [status, documentStatusLabel(status, locale)] as const,
          ),
        ]}
      />
      <Field
        id="documents-from"
        name="od"
        label={t('documents.dateFrom')}
        value={filter.dateFrom}
        placeholder={t('documents.datePlaceholder')}
        inputMode="numeric"
        errors={errors}
      />
      <Field
        id="documents-to"
        name="do"
        label={t('documents.dateTo')}
        value={filter.dateTo}
        placeholder={t('documents.datePlaceholder')}
        inputMode="numeric"
        errors={errors}
      />
      <Field
        id="documents-min"
        name="znesek_od"
        label={t('documents.amountMin')}
        value={filter.amountMin}
        placeholder={t('documents.amountPlaceholder')}
        inputMode="decimal"
        errors={errors}
      />
      <Field
        id="documents-max"
        name="znesek_do"
        label={t('documents.amountMax')}
        value={filter.amountMax}
        placeholder={t('documents.amountPlaceholder')}
        inputMode="decimal"
        errors={errors}
      />
      <Choice
        id="documents-sort"
        name="sort"
        label={t('documents.sort')}
        value={filter.sort}
        options={DOCUMENT_LIST_SORTS.map((sort) => [sort, t(`documents.sort.${sort}`)] as const)}
      />
      <Choice
        id="documents-per-page"
        name="per_page"
        label={t('documents.perPage')}
        value={String(filter.perPage)}
        options={DOCUMENT_LIST_PAGE_SIZES.map((size) => [String(size), String(size)] as const)}
      />
    </FilterForm>
  );
}

type DownloadKind = 'export' | 'zip' | 'pdf';

/** The running download's bar, or what the last one did; read out politely. */
function DownloadStatus({
  kind,
  progress,
  saved,
}: {
  kind: DownloadKind;
  progress: DownloadProgress | null;
  saved: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div aria-live="polite" className="text-sm text-neutral-800">
      {progress ? (
        <div className="flex flex-wrap items-center gap-3">
          <span id="documents-progress-label">
            {t(`documents.progress.${kind}`, { size: formatSize(progress.bytes, locale) })}
            {progress.percent !== null
              ? ` (${t('documents.progress.percent', { percent: progress.percent })})`
              : ''}
          </span>
          {/* Without a value the bar is indeterminate: a new element, so no old value stays. */}
          <progress
            key={progress.percent === null ? 'indeterminate' : 'determinate'}
            aria-labelledby="documents-progress-label"
            max={100}
            {...(progress.percent !== null ? { value: progress.percent } : {})}
            className="h-2 w-48 max-w-full accent-brand-600"
          />
        </div>
      ) : saved ? (
        <p>{t('documents.download.done', { name: saved })}</p>
      ) : null}
    </div>
  );
}

interface ExportBarProps {
  filter: DocumentsFilter;
  total: number;
  chosen: readonly string[];
  onClearChoice: () => void;
  busy: boolean;
  ready: boolean;
  start: (kind: DownloadKind, path: string) => void;
}

/** Export the filtered list or the chosen rows, and the chosen rows' PDFs as a ZIP. */
function ExportBar({ filter, total, chosen, onClearChoice, busy, ready, start }: ExportBarProps) {
  const t = useT();
  const locale = useLocale();
  const onlyChosen = chosen.length > 0;
  const exportable = onlyChosen ? chosen.length <= DOCUMENT_EXPORT_MAX_IDS : total > 0;
  const zipTooMany = chosen.length > DOCUMENT_ZIP_MAX;
  const exportTo = (format: DocumentExportFormat) =>
    start('export', documentsExportPath(filter, format, chosen));
  return (
    <div
      role="group"
      aria-labelledby="documents-export-title"
      className="space-y-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3"
    >
      <h2 id="documents-export-title" className="sr-only">
        {t('documents.export')}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={!ready || busy || !exportable}
          aria-describedby="documents-export-scope"
          onClick={() => exportTo('csv')}
        >
          {t('documents.export.csv')}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={!ready || busy || !exportable}
          aria-describedby="documents-export-scope"
          onClick={() => exportTo('xlsx')}
        >
          {t('documents.export.xlsx')}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={!ready || busy || !onlyChosen || zipTooMany}
          aria-describedby="documents-zip-note"
          onClick={() => start('zip', documentsZipPath(chosen))}
        >
          {t('documents.export.zip')}
        </button>
        {onlyChosen ? (
          <button
            type="button"
            className="text-sm text-brand-900 underline"
            onClick={onClearChoice}
          >
            {t('documents.clearChoice')}
          </button>
        ) : null}
      </div>
      <p id="documents-export-scope" className="text-sm text-neutral-700">
        {onlyChosen
          ? t('documents.export.scopeChosen', { count: chosen.length })
          : t('documents.export.scopeFiltered', { count: total })}
        {!onlyChosen && total > DOCUMENT_EXPORT_MAX_ROWS
          ? ` ${t('documents.export.tooMany', { max: formatNumber(DOCUMENT_EXPORT_MAX_ROWS, locale) })}`
          : ''}
      </p>
      <p
        id="documents-zip-note"
        className={`text-sm ${zipTooMany ? 'font-semibold text-warning-600' : 'text-neutral-700'}`}
      >
        {t(zipTooMany ? 'documents.export.zipTooMany' : 'documents.export.zipHint', {
          max: DOCUMENT_ZIP_MAX,
        })}
      </p>
    </div>
  );
}

function StatusCell({ item }: { item: DocumentListItem }) {
  const t = useT();
  const locale = useLocale();
  const label = documentStatusLabel(item.status, locale);
  if (item.status !== 'overdue') return <>{label}</>;
  return (
    <span className="font-semibold text-warning-600">
      {label}
      {item.daysOverdue > 0 ? (
        <span className="block text-xs font-normal">
          {t('documents.daysOverdue', { count: item.daysOverdue })}
        </span>
      ) : null}
    </span>
  );
}

export interface DocumentListProps {
  filter: DocumentsFilter;
  errors: DocumentsFilterError[];
  documents: DocumentListItem[];
  total: number;
  page: number;
  lastPage: number;
  /** The 'Reorder' control of a reorderable row (the route brings the reorder feature). */
  renderReorder?: (item: DocumentListItem) => ReactNode;
  /** What the last reorder did, shown above the table. */
  reorderReport?: ReactNode;
}

export function DocumentList(props: DocumentListProps) {
  const { filter, errors, documents, total, page, lastPage, renderReorder, reorderReport } = props;
  const t = useT();
  const locale = useLocale();
  const ready = useHydrated();
  const download = useDownload();
  const [kind, setKind] = useState<DownloadKind>('export');
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(() => new Set());
  const chosen = documents.filter((d) => chosenIds.has(d.id)).map((d) => d.id);
  const allChosen = documents.length > 0 && chosen.length === documents.length;
  const busy = download.progress !== null;

  function start(next: DownloadKind, path: string) {
    setKind(next);
    void download.start(path);
  }
  function toggle(id: string) {
    setChosenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  const columns = ['number', 'type', 'date', 'due', 'amount', 'status', 'order'] as const;

  return (
    <div className="space-y-4">
      <DocumentsFilterForm filter={filter} errors={errors} />
      <p role="status" className="text-sm text-neutral-700">
        {t('documents.count', { count: total })}
      </p>
      <ExportBar
        filter={filter}
        total={total}
        chosen={chosen}
        onClearChoice={() => setChosenIds(new Set())}
        busy={busy}
        ready={ready}
        start={start}
      />
      <DownloadStatus kind={kind} progress={download.progress} saved={download.saved} />
      {download.error ? (
        <p role="alert" className="text-sm text-danger-700">
          {download.error.messages[0] ?? t('documents.download.failed')}
        </p>
      ) : null}
      {reorderReport}
      {documents.length === 0 ? (
        <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
          {t('documents.empty')}
        </p>
      ) : (
        // A wide table scrolls inside its own box on a phone; the page itself does not.
        <div
          role="region"
          aria-labelledby="documents-caption"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-neutral-200 bg-white"
        >
          <table className="w-full min-w-[60rem] border-collapse text-sm">
            <caption id="documents-caption" className="sr-only">
              {t('screen.documents.title')}
            </caption>
            <thead>
              <tr className="border-b border-neutral-300 text-left">
                <th scope="col" className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    aria-label={t('documents.chooseAll')}
                    checked={allChosen}
                    disabled={!ready}
                    onChange={() =>
                      setChosenIds(allChosen ? new Set() : new Set(documents.map((d) => d.id)))
                    }
                  />
                </th>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-2 font-semibold ${column === 'amount' ? 'text-right' : ''}`}
                  >
                    {t(`documents.col.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('documents.col.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((item) => (
                <tr
                  key={item.id}
                  className={`border-b border-neutral-200 align-top ${chosenIds.has(item.id) ? 'bg-brand-50' : ''}`}
                >
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-600"
                      aria-label={t('documents.choose', { number: item.number })}
                      checked={chosenIds.has(item.id)}
                      disabled={!ready}
                      onChange={() => toggle(item.id)}
                    />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 font-semibold text-neutral-900">
                    {item.number}
                  </td>
                  <td className="px-3 py-2">{DOCUMENT_TYPE_LABELS[locale][item.type]}</td>
                  <td className="px-3 py-2 tabular-nums">{formatDay(item.issuedAt)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {item.dueAt ? formatDay(item.dueAt) : '–'}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatCurrency(item.amount, locale)}
                  </td>
                  <td className="px-3 py-2">
                    <StatusCell item={item} />
                  </td>
                  <td className="px-3 py-2">
                    {item.order ? (
                      <Link
                        to={href('order', locale, { id: item.order.id })}
                        className="text-brand-900 underline underline-offset-2"
                      >
                        {item.order.number}
                      </Link>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={rowButtonClass}
                        aria-label={t('documents.pdf.label', { number: item.number })}
                        disabled={!ready || busy}
                        onClick={() => start('pdf', documentPdfPath(item.id))}
                      >
                        {t('documents.pdf')}
                      </button>
                      {item.reorderable && renderReorder ? renderReorder(item) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(n) => documentsHref(filter, { page: n })}
      />
    </div>
  );
}

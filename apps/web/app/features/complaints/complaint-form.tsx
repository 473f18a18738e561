// The new complaint (issue #16; SPEC §2 /reklamacije/vnos; decision 043), made for a phone
// first (one column, 44 px+ touch targets, 390 px): 1. the order or delivery note (searched by
// number, or given by the order page's 'Reklamacija' button), 2. the lines with quantity (at most
// what may still be claimed) and reason, 3. the description and the desired resolution, 4. photos
// from the camera or files. Everything entered, photos included, is kept in IndexedDB on every
// change (draft.ts) and restored on load with 'Obnovljen osnutek' and 'Zavrzi osnutek'.
// Submitting files the complaint (JSON) and then uploads each file to it with its own progress
// bar; a file that fails stays with 'Poskusi znova' (the complaint is not filed twice: its id is
// kept in the draft). The filing itself carries the draft's key (Idempotency-Key, made once per
// draft and saved with it before the first try), so a submit retried after a lost answer or a
// reload gets the complaint already filed instead of a second one. The draft is cleared when all
// is sent.
import {
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  COMPLAINT_LINE_NOTE_MAX_LENGTH,
  COMPLAINT_REASONS,
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_SOURCES_PATH,
  COMPLAINTS_PATH,
  type ComplaintReason,
  type ComplaintResolution,
} from '@gradnik/contracts/complaint-params';
import type { ComplaintSource } from '@gradnik/contracts/complaint';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@gradnik/domain/attachments';
import { COMPLAINT_REASON_LABELS, COMPLAINT_RESOLUTION_LABELS } from '@gradnik/domain/complaints';
import { formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import { formatNumber } from '@gradnik/domain/format';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { ShopApiError, shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { formatSize } from '../../lib/download';
import { uploadCall } from '../../lib/upload-call';
import { href } from '../../route-table';
import {
  draftHasContent,
  EMPTY_DRAFT,
  indexedDbDraftStore,
  newFilingKey,
  type ComplaintDraft,
  type DraftFile,
  type DraftStore,
} from './draft';
import { PhotoPicker } from './photo-picker';
import { pickedProblems } from './picked-problems';
import { useComplaintsT } from './texts';

type UploadState =
  | { status: 'waiting' }
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; message: string | null };

/** '1,5' as typed → 1.5; anything else NaN. */
export function parseQuantity(text: string): number {
  const clean = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,3})?$/.test(clean) ? Number(clean) : Number.NaN;
}

let fileCounter = 0;
const newKey = () => `${Date.now().toString(36)}-${(fileCounter += 1)}`;

export interface ComplaintFormProps {
  /** The order the page was opened for (?narocilo=), when it is the company's and delivered. */
  initialSource: ComplaintSource | null;
  /** Where the draft is kept; IndexedDB unless a test gives another. */
  store?: DraftStore;
}

export function ComplaintForm({ initialSource, store: givenStore }: ComplaintFormProps) {
  const t = useComplaintsT();
  const locale = useLocale();
  const { token, userKey } = useShopCaller();
  const navigate = useNavigate();
  const id = useId();
  const store = useMemo(() => givenStore ?? indexedDbDraftStore(userKey), [givenStore, userKey]);
  const [draft, setDraft] = useState<ComplaintDraft>({
    ...EMPTY_DRAFT,
    orderId: initialSource?.order.id ?? null,
    orderNumber: initialSource?.order.number ?? null,
  });
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  const [source, setSource] = useState<ComplaintSource | null>(initialSource);
  const [results, setResults] = useState<ComplaintSource[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const errorRef = useRef<HTMLParagraphElement>(null);

  const fetchSources = useCallback(
    async (query: string) =>
      (
        await asContract(
          'complaintSourcesResponse',
          await shopCall(`${COMPLAINT_SOURCES_PATH}?${query}`, { token, locale }),
        )
      ).data,
    [token, locale],
  );

  // Restore the draft once, in the browser (IndexedDB is not on the server).
  useEffect(() => {
    let live = true;
    void store
      .load()
      .catch(() => null)
      .then(async (saved) => {
        if (!live) return;
        if (saved && draftHasContent(saved)) {
          // Opened from another order's page: that order wins, the rest of the draft is kept.
          const keepOrder = !initialSource || initialSource.order.id === saved.orderId;
          const next = keepOrder
            ? saved
            : {
                ...saved,
                orderId: initialSource.order.id,
                orderNumber: initialSource.order.number,
                lines: [],
              };
          setDraft(next);
          setRestored(true);
          if (keepOrder && next.orderId && next.orderId !== initialSource?.order.id) {
            const found = await fetchSources(`order_id=${next.orderId}`).catch(() => []);
            if (live) setSource(found[0] ?? null);
          }
        }
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
    // Once per page: later changes are the buyer's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  // Every change is kept (after the first load, so an empty form never overwrites a draft).
  useEffect(() => {
    if (!loaded) return undefined;
    const timer = window.setTimeout(() => {
      void store.save({ ...draft, savedAt: Date.now() }).catch(() => undefined);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [draft, loaded, store]);

  const change = (patch: Partial<ComplaintDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function search(event?: FormEvent) {
    event?.preventDefault();
    setSearching(true);
    setSearchError(null);
    try {
      const query = draft.search.trim();
      setResults(await fetchSources(query ? `q=${encodeURIComponent(query)}` : ''));
    } catch {
      setSearchError(t('new.sourcesFailed'));
    } finally {
      setSearching(false);
    }
  }

  function choose(chosen: ComplaintSource | null) {
    setSource(chosen);
    change({
      orderId: chosen?.order.id ?? null,
      orderNumber: chosen?.order.number ?? null,
      deliveryNoteId: '',
      lines: [],
    });
  }

  /**
   * The draft's filing key: made at its first submit and saved before the call goes out, so a
   * reload while the answer is on its way still has it. One per draft, whatever is changed
   * after: a draft whose filing went through (its answer lost) gets that complaint back, never
   * a second one (decision 043). A new draft (filed, discarded) starts without one.
   */
  async function filingKey(): Promise<string> {
    if (draft.idempotencyKey) return draft.idempotencyKey;
    const key = newFilingKey();
    setDraft((d) => ({ ...d, idempotencyKey: key }));
    await store.save({ ...draft, idempotencyKey: key, savedAt: Date.now() }).catch(() => undefined);
    return key;
  }

  function toggleLine(orderLineId: string, on: boolean) {
    setDraft((d) => ({
      ...d,
      lines: on
        ? [...d.lines, { orderLineId, quantity: '1', reason: 'damaged', note: '' }]
        : d.lines.filter((l) => l.orderLineId !== orderLineId),
    }));
  }

  function changeLine(orderLineId: string, patch: Partial<ComplaintDraft['lines'][number]>) {
    setDraft((d) => ({
      ...d,
      lines: d.lines.map((l) => (l.orderLineId === orderLineId ? { ...l, ...patch } : l)),
    }));
  }

  function addFiles(picked: { name: string; type: string; blob: Blob }[]) {
    setDraft((d) => ({
      ...d,
      files: [...d.files, ...picked.map((p): DraftFile => ({ ...p, key: newKey() }))],
    }));
  }

  function removeFile(key: string) {
    setDraft((d) => ({ ...d, files: d.files.filter((f) => f.key !== key) }));
    setUploads(({ [key]: _gone, ...rest }) => rest);
  }

  async function discard() {
    await store.clear().catch(() => undefined);
    setDraft({ ...EMPTY_DRAFT });
    setSource(null);
    setResults(null);
    setRestored(false);
    setErrors({});
    setFormError(null);
    setUploads({});
  }

  const fileProblems = pickedProblems(draft.files, t);

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!source) found.source = t('new.error.source');
    else if (draft.lines.length === 0) found.lines = t('new.error.lines');
    for (const line of draft.lines) {
      const delivered = source?.lines.find((l) => l.orderLineId === line.orderLineId);
      const quantity = parseQuantity(line.quantity);
      const max = delivered?.claimable ?? 0;
      if (!(quantity > 0 && quantity <= max))
        found[`line-${line.orderLineId}`] = t('new.error.quantity', {
          max: formatNumber(max, locale, 3),
        });
    }
    if (draft.description.trim() === '') found.description = t('new.error.description');
    if (fileProblems.length > 0) found.files = fileProblems[0] ?? '';
    return found;
  }

  /** Uploads one waiting file to the filed complaint; true when it is stored. */
  async function uploadOne(complaintId: string, file: DraftFile): Promise<boolean> {
    setUploads((u) => ({ ...u, [file.key]: { status: 'uploading', percent: 0 } }));
    const form = new FormData();
    form.append('files', file.blob, file.name);
    try {
      await asContract(
        'complaintFilesResponse',
        await uploadCall(`${COMPLAINTS_PATH}/${complaintId}/files`, form, {
          token,
          locale,
          onProgress: ({ loaded: sent, total }) =>
            setUploads((u) => ({
              ...u,
              [file.key]: {
                status: 'uploading',
                percent: total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0,
              },
            })),
        }),
      );
      // Sent: no longer part of the draft.
      setDraft((d) => ({ ...d, files: d.files.filter((f) => f.key !== file.key) }));
      setUploads(({ [file.key]: _done, ...rest }) => rest);
      return true;
    } catch (failure) {
      const message =
        failure instanceof ShopApiError && failure.status !== 0
          ? (failure.messages[0] ?? null)
          : null;
      setUploads((u) => ({ ...u, [file.key]: { status: 'failed', message } }));
      return false;
    }
  }

  async function finish(complaintId: string, complaintNumber: string, files: DraftFile[]) {
    let allSent = true;
    // One after another: a phone's upload bandwidth is the limit, and each shows its progress.
    for (const file of files) allSent = (await uploadOne(complaintId, file)) && allSent;
    if (allSent) {
      await store.clear().catch(() => undefined);
      setLoaded(false);
      void navigate(href('reclamation', locale, { id: complaintId }));
      return;
    }
    setFormError(t('new.filedSomeFiles', { number: complaintNumber }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (draft.complaintId && draft.complaintNumber) {
      setSubmitting(true);
      await finish(draft.complaintId, draft.complaintNumber, draft.files);
      setSubmitting(false);
      return;
    }
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !source) {
      setFormError(t('new.error.invalid'));
      errorRef.current?.focus();
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const idempotencyKey = await filingKey();
      // 201 filed now, or 200 with the complaint this key filed before (a retry).
      const answer = await asContract(
        'complaintDetailResponse',
        await shopCall(COMPLAINTS_PATH, {
          token,
          locale,
          method: 'POST',
          idempotencyKey,
          body: {
            idempotencyKey,
            orderId: Number(source.order.id),
            ...(draft.deliveryNoteId ? { deliveryNoteId: Number(draft.deliveryNoteId) } : {}),
            lines: draft.lines.map((line) => ({
              orderLineId: Number(line.orderLineId),
              quantity: parseQuantity(line.quantity),
              reason: line.reason,
              ...(line.note.trim() ? { note: line.note.trim() } : {}),
            })),
            description: draft.description.trim(),
            desiredResolution: draft.desiredResolution,
          },
        }),
      );
      const filed = answer.data;
      const files = draft.files;
      setDraft((d) => ({ ...d, complaintId: filed.id, complaintNumber: filed.number }));
      await finish(filed.id, filed.number, files);
    } catch (failure) {
      const offline = !(failure instanceof ShopApiError) || failure.status === 0;
      setFormError(offline ? t('new.offline') : (failure.messages[0] ?? t('new.failed')));
      errorRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  const chosenLine = (orderLineId: string) =>
    draft.lines.find((l) => l.orderLineId === orderLineId);
  const filed = draft.complaintId !== null;
  const big = 'min-h-12 w-full rounded-md border border-neutral-300 px-3 py-2 text-base';
  const label = 'block text-sm font-medium text-neutral-800';
  const fieldError = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <p className="text-neutral-800">{t('new.intro')}</p>
      {restored ? (
        <div role="status" className="space-y-2 rounded-md border border-brand-200 bg-brand-50 p-3">
          <p className="font-semibold">{t('new.draftRestored')}</p>
          <p className="text-sm">{t('new.draftRestoredText')}</p>
          <button
            type="button"
            className="min-h-11 rounded-md border border-neutral-400 px-3 text-sm"
            onClick={() => void discard()}
          >
            {t('new.discardDraft')}
          </button>
        </div>
      ) : null}

      <fieldset className="space-y-3" disabled={filed}>
        <legend className="text-lg font-semibold">{t('new.step.source')}</legend>
        {source ? (
          <div className="space-y-3 rounded-md border border-neutral-200 bg-white p-3">
            <p className="font-semibold">
              {t('new.chosen', { number: source.order.number })}{' '}
              <span className="font-normal text-neutral-700">
                {t('new.orderDate', { date: formatDay(ljubljanaDay(source.order.createdAt)) })}
              </span>
            </p>
            {source.deliveryNotes.length > 0 ? (
              <div className="space-y-1">
                <label htmlFor={`${id}-note`} className={label}>
                  {t('new.deliveryNote')}
                </label>
                <select
                  id={`${id}-note`}
                  className={big}
                  value={draft.deliveryNoteId}
                  onChange={(event) => change({ deliveryNoteId: event.target.value })}
                >
                  <option value="">{t('new.deliveryNote.none')}</option>
                  {source.deliveryNotes.map((note) => (
                    <option key={note.id} value={note.id}>
                      {note.number} ({formatDay(note.issuedAt)})
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <button
              type="button"
              className="min-h-11 rounded-md border border-neutral-400 px-3 text-sm"
              onClick={() => choose(null)}
            >
              {t('new.change')}
            </button>
          </div>
        ) : (
          <div className="space-y-2">
            <label htmlFor={`${id}-search`} className={label}>
              {t('new.search')}
            </label>
            <div className="flex gap-2">
              <input
                id={`${id}-search`}
                type="search"
                inputMode="search"
                className={big}
                value={draft.search}
                aria-describedby={`${id}-search-hint${errors.source ? ` ${id}-source-error` : ''}`}
                aria-invalid={errors.source ? true : undefined}
                onChange={(event) => change({ search: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void search(event);
                }}
              />
              <button
                type="button"
                className="min-h-12 rounded-md bg-brand-900 px-4 font-semibold text-white"
                onClick={() => void search()}
                disabled={searching}
              >
                {searching ? t('new.searching') : t('new.searchButton')}
              </button>
            </div>
            <p id={`${id}-search-hint`} className="text-xs text-neutral-600">
              {t('new.searchHint')}
            </p>
            {fieldError('source')}
            {searchError ? (
              <p role="alert" className="text-sm text-red-700">
                {searchError}
              </p>
            ) : null}
            {results !== null && results.length === 0 ? (
              <p role="status">{t('new.noSources')}</p>
            ) : null}
            {results && results.length > 0 ? (
              <ul className="space-y-2">
                {results.map((result) => (
                  <li
                    key={result.order.id}
                    className="flex items-center justify-between gap-3 rounded-md border border-neutral-200 bg-white p-3"
                  >
                    <span>
                      <span className="font-semibold">{result.order.number}</span>{' '}
                      <span className="text-sm text-neutral-700">
                        {t('new.orderDate', {
                          date: formatDay(ljubljanaDay(result.order.createdAt)),
                        })}
                      </span>
                      {result.deliveryNotes.length > 0 ? (
                        <span className="block text-xs text-neutral-600">
                          {result.deliveryNotes.map((n) => n.number).join(', ')}
                        </span>
                      ) : null}
                    </span>
                    <button
                      type="button"
                      className="min-h-11 rounded-md border border-brand-900 px-3 font-semibold text-brand-900"
                      onClick={() => choose(result)}
                      aria-label={`${t('new.choose')} ${result.order.number}`}
                    >
                      {t('new.choose')}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </fieldset>

      {source ? (
        <fieldset className="space-y-3" disabled={filed}>
          <legend className="text-lg font-semibold">{t('new.step.lines')}</legend>
          {fieldError('lines')}
          <ul className="space-y-3">
            {source.lines.map((line) => {
              const chosen = chosenLine(line.orderLineId);
              const lineError = errors[`line-${line.orderLineId}`];
              const nothing = line.claimable <= 0;
              return (
                <li
                  key={line.orderLineId}
                  className="space-y-2 rounded-md border border-neutral-200 bg-white p-3"
                >
                  <label className="flex min-h-11 items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-1 h-6 w-6"
                      checked={chosen !== undefined}
                      disabled={nothing && chosen === undefined}
                      onChange={(event) => toggleLine(line.orderLineId, event.target.checked)}
                      aria-label={t('new.line.pick', { name: line.name })}
                    />
                    <span>
                      <span className="font-semibold">{line.name}</span>{' '}
                      <span className="text-sm text-neutral-600">({line.code})</span>
                      <span className="block text-sm text-neutral-700">
                        {nothing
                          ? t('new.line.nothingLeft')
                          : t('new.line.delivered', {
                              quantity: formatNumber(line.delivered, locale, 3),
                              claimable: formatNumber(line.claimable, locale, 3),
                              unit: line.unit,
                            })}
                      </span>
                    </span>
                  </label>
                  {chosen ? (
                    <div className="grid gap-3 sm:grid-cols-2">
                      <div className="space-y-1">
                        <label htmlFor={`${id}-q-${line.orderLineId}`} className={label}>
                          {t('new.line.quantity', { unit: line.unit })}
                        </label>
                        <input
                          id={`${id}-q-${line.orderLineId}`}
                          inputMode="decimal"
                          className={big}
                          value={chosen.quantity}
                          aria-invalid={lineError ? true : undefined}
                          aria-describedby={
                            lineError ? `${id}-line-${line.orderLineId}-error` : undefined
                          }
                          onChange={(event) =>
                            changeLine(line.orderLineId, { quantity: event.target.value })
                          }
                        />
                        {fieldError(`line-${line.orderLineId}`)}
                      </div>
                      <div className="space-y-1">
                        <label htmlFor={`${id}-r-${line.orderLineId}`} className={label}>
                          {t('new.line.reason')}
                        </label>
                        <select
                          id={`${id}-r-${line.orderLineId}`}
                          className={big}
                          value={chosen.reason}
                          onChange={(event) =>
                            changeLine(line.orderLineId, {
                              reason: event.target.value as ComplaintReason,
                            })
                          }
                        >
                          {COMPLAINT_REASONS.map((reason) => (
                            <option key={reason} value={reason}>
                              {COMPLAINT_REASON_LABELS[locale][reason]}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div className="space-y-1 sm:col-span-2">
                        <label htmlFor={`${id}-n-${line.orderLineId}`} className={label}>
                          {t('new.line.note')}
                        </label>
                        <input
                          id={`${id}-n-${line.orderLineId}`}
                          className={big}
                          maxLength={COMPLAINT_LINE_NOTE_MAX_LENGTH}
                          value={chosen.note}
                          onChange={(event) =>
                            changeLine(line.orderLineId, { note: event.target.value })
                          }
                        />
                      </div>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      <fieldset className="space-y-3" disabled={filed}>
        <legend className="text-lg font-semibold">{t('new.step.details')}</legend>
        <div className="space-y-1">
          <label htmlFor={`${id}-description`} className={label}>
            {t('new.description')}
          </label>
          <textarea
            id={`${id}-description`}
            rows={5}
            className="w-full rounded-md border border-neutral-300 px-3 py-2 text-base"
            value={draft.description}
            maxLength={COMPLAINT_DESCRIPTION_MAX_LENGTH}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${id}-counter${errors.description ? ` ${id}-description-error` : ''}`}
            onChange={(event) => change({ description: event.target.value })}
          />
          <p id={`${id}-counter`} className="text-xs text-neutral-600">
            {t('counter', {
              count: draft.description.normalize('NFC').length,
              max: COMPLAINT_DESCRIPTION_MAX_LENGTH,
            })}
          </p>
          {fieldError('description')}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-resolution`} className={label}>
            {t('new.resolution')}
          </label>
          <select
            id={`${id}-resolution`}
            className={big}
            value={draft.desiredResolution}
            onChange={(event) =>
              change({ desiredResolution: event.target.value as ComplaintResolution })
            }
          >
            {COMPLAINT_RESOLUTIONS.map((resolution) => (
              <option key={resolution} value={resolution}>
                {COMPLAINT_RESOLUTION_LABELS[locale][resolution]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t('new.step.photos')}</legend>
        <p className="text-sm text-neutral-700">
          {t('new.photosHint', {
            max: ATTACHMENT_MAX_FILES,
            mb: ATTACHMENT_MAX_BYTES / (1024 * 1024),
          })}
        </p>
        <PhotoPicker disabled={submitting} onPicked={addFiles} />
        {fieldError('files')}
        {draft.files.length > 0 ? (
          <ul className="space-y-2">
            {draft.files.map((file) => {
              const state = uploads[file.key] ?? { status: 'waiting' };
              return (
                <li
                  key={file.key}
                  className="space-y-1 rounded-md border border-neutral-200 bg-white p-3"
                >
                  <div className="flex items-center justify-between gap-2">
                    <span className="truncate">
                      {file.name}{' '}
                      <span className="text-xs text-neutral-600">
                        ({formatSize(file.blob.size, locale)})
                      </span>
                    </span>
                    {state.status === 'failed' && filed ? (
                      <button
                        type="button"
                        className="min-h-11 rounded-md border border-brand-900 px-3 font-semibold text-brand-900"
                        onClick={() =>
                          void (async () => {
                            setSubmitting(true);
                            await finish(draft.complaintId ?? '', draft.complaintNumber ?? '', [
                              file,
                            ]);
                            setSubmitting(false);
                          })()
                        }
                      >
                        {t('new.retry')}
                      </button>
                    ) : null}
                    {state.status !== 'uploading' ? (
                      <button
                        type="button"
                        className="min-h-11 rounded-md px-2 text-sm text-brand-900 underline"
                        onClick={() => removeFile(file.key)}
                      >
                        {t('new.remove', { name: file.name })}
                      </button>
                    ) : null}
                  </div>
                  {state.status === 'uploading' ? (
                    <progress
                      className="h-3 w-full"
                      max={100}
                      value={state.percent}
                      aria-label={t('new.progress', { name: file.name })}
                    />
                  ) : null}
                  {state.status === 'failed' ? (
                    <p role="alert" className="text-sm text-red-700">
                      {state.message ?? t('new.failed')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </fieldset>

      <p
        ref={errorRef}
        tabIndex={-1}
        role={formError ? 'alert' : undefined}
        className={
          formError ? 'rounded-md border border-red-300 bg-red-50 p-3 text-red-800' : 'sr-only'
        }
      >
        {formError}
      </p>
      {filed && draft.complaintId ? (
        <Link
          to={href('reclamation', locale, { id: draft.complaintId })}
          className="inline-flex min-h-11 items-center text-brand-900 underline"
        >
          {t('new.toComplaint', { number: draft.complaintNumber ?? '' })}
        </Link>
      ) : null}
      <button
        type="submit"
        disabled={submitting}
        className="min-h-12 w-full rounded-md bg-brand-900 px-4 py-3 text-lg font-semibold text-white disabled:opacity-50 sm:w-auto"
      >
        {submitting ? t('new.submitting') : filed ? t('new.retryAll') : t('new.submit')}
      </button>
    </form>
  );
}

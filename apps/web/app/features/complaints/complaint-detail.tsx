// One complaint (issue #16; SPEC §2 /reklamacije/{id}; decision 043): what was complained about
// and why, the photos as thumbnails that open full size, the state timeline (submitted → in
// review → approved or rejected → resolved), the credit note it was resolved with (a link into
// the documents), the retailer's answer, the thread where the buyer can add photos later, and
// the record as a PDF. Buttons follow `actions` from the API; the page's data is reloaded after
// a message (useRevalidator), so what the retailer answered meanwhile shows too.
import type { ComplaintDetail } from '@gradnik/contracts/complaint';
import { COMPLAINT_MESSAGE_MAX_LENGTH, COMPLAINTS_PATH } from '@gradnik/contracts/complaint-params';
import {
  COMPLAINT_REASON_LABELS,
  COMPLAINT_RESOLUTION_LABELS,
  COMPLAINT_STATE_LABELS,
} from '@gradnik/domain/complaints';
import { formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { ShopApiError, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { useDownload } from '../../lib/download';
import { uploadCall } from '../../lib/upload-call';
import { href } from '../../route-table';
import { useAlerts } from '../../ui/alerts/alerts';
import { PageHeading } from '../../ui/page-heading';
import { PhotoPicker, type PickedPhoto } from './photo-picker';
import { ComplaintFiles } from './photos';
import { pickedProblems } from './picked-problems';
import { useComplaintsT } from './texts';

const when = (iso: string) => formatDay(ljubljanaDay(iso));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4"
    >
      <h2 id={id} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Timeline({ complaint }: { complaint: ComplaintDetail }) {
  const t = useComplaintsT();
  const locale = useLocale();
  return (
    <Section title={t('detail.timeline')}>
      <ol className="space-y-2">
        {complaint.timeline.map((event, index) => (
          <li key={`${event.state}-${index}`} className="border-l-4 border-brand-900 pl-3">
            <p className="font-semibold">{COMPLAINT_STATE_LABELS[locale][event.state]}</p>
            <p className="text-sm text-neutral-700 tabular-nums">{when(event.at)}</p>
            {event.note ? <p className="text-sm text-neutral-800">{event.note}</p> : null}
          </li>
        ))}
      </ol>
      {complaint.creditNote ? (
        <p>
          {t('detail.resolvedWith', {
            number: complaint.creditNote.number,
            amount: formatCurrency(complaint.creditNote.amount, locale),
          })}{' '}
          <Link
            to={`${href('documents', locale)}?q=${encodeURIComponent(complaint.creditNote.number)}`}
            className="text-brand-900 underline"
          >
            {t('detail.creditNoteLink', { number: complaint.creditNote.number })}
          </Link>
        </p>
      ) : null}
      {complaint.replacementOrder ? (
        <p>
          <Link
            to={href('order', locale, { id: complaint.replacementOrder.id })}
            className="text-brand-900 underline"
          >
            {t('detail.replacement', { number: complaint.replacementOrder.number })}
          </Link>
        </p>
      ) : null}
    </Section>
  );
}

function Lines({ complaint }: { complaint: ComplaintDetail }) {
  const t = useComplaintsT();
  const locale = useLocale();
  return (
    <Section title={t('detail.lines')}>
      <ul className="divide-y divide-neutral-200">
        {complaint.lines.map((line) => (
          <li key={line.lineNo} className="py-2">
            <p className="font-semibold">
              {line.name}{' '}
              <span className="text-sm font-normal text-neutral-600">({line.code})</span>
            </p>
            <p className="text-sm">
              {t('detail.line.quantity')}: {formatNumber(line.quantity, locale, 3)} {line.unit} ·{' '}
              {t('detail.line.reason')}: {COMPLAINT_REASON_LABELS[locale][line.reason]}
            </p>
            {line.note ? <p className="text-sm text-neutral-700">{line.note}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Thread({ complaint }: { complaint: ComplaintDetail }) {
  const t = useComplaintsT();
  const { locale, token } = useShopCaller();
  const { showAlert } = useAlerts();
  const revalidator = useRevalidator();
  const id = useId();
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const problems = pickedProblems(photos, t);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (percent !== null) return;
    if (body.trim() === '' && photos.length === 0) {
      setError(t('thread.required'));
      return;
    }
    if (problems.length > 0) {
      setError(problems[0] ?? null);
      return;
    }
    setError(null);
    const form = new FormData();
    form.set('body', body);
    for (const photo of photos) form.append('files', photo.blob, photo.name);
    setPercent(0);
    try {
      await asContract(
        'complaintDetailResponse',
        await uploadCall(`${COMPLAINTS_PATH}/${complaint.id}/messages`, form, {
          token,
          locale,
          onProgress: ({ loaded, total }) =>
            setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
        }),
      );
      setBody('');
      setPhotos([]);
      showAlert({ mode: 'success', title: t('thread.sent') });
      void revalidator.revalidate();
    } catch (failure) {
      const first =
        failure instanceof ShopApiError && failure.status !== 0 ? failure.messages[0] : null;
      setError(first ?? t('thread.failed'));
    } finally {
      setPercent(null);
    }
  }

  return (
    <Section title={t('thread.title')}>
      {complaint.thread.length === 0 ? (
        <p className="text-neutral-700">{t('thread.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {complaint.thread.map((message) => (
            <li
              key={message.id}
              className={`rounded-md p-3 ${message.author === 'retailer' ? 'bg-neutral-100' : 'bg-brand-50'}`}
            >
              <p className="text-sm font-semibold">
                {message.authorName}
                {message.agent
                  ? ` (${t('thread.agent', { name: message.agent.name })})`
                  : ''} ·{' '}
                <span className="font-normal tabular-nums">{when(message.createdAt)}</span>
              </p>
              {message.body ? <p className="whitespace-pre-line">{message.body}</p> : null}
              <ComplaintFiles complaintId={complaint.id} files={message.files} />
            </li>
          ))}
        </ol>
      )}
      {complaint.actions.message ? (
        <form onSubmit={(event) => void send(event)} noValidate className="space-y-3">
          <label htmlFor={`${id}-body`} className="block text-sm font-medium">
            {t('thread.message')}
          </label>
          <textarea
            id={`${id}-body`}
            value={body}
            rows={4}
            maxLength={COMPLAINT_MESSAGE_MAX_LENGTH}
            onChange={(event) => setBody(event.target.value)}
            aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className="w-full rounded-md border border-neutral-300 px-3 py-2"
          />
          <p id={`${id}-counter`} className="text-xs text-neutral-600">
            {t('counter', {
              count: body.normalize('NFC').length,
              max: COMPLAINT_MESSAGE_MAX_LENGTH,
            })}
          </p>
          <p className="text-sm font-medium">{t('thread.photos')}</p>
          <PhotoPicker
            disabled={percent !== null}
            onPicked={(picked) => setPhotos((current) => [...current, ...picked])}
          />
          {photos.length > 0 ? (
            <ul className="space-y-1 text-sm">
              {photos.map((photo, index) => (
                <li key={`${photo.name}-${index}`} className="flex items-center gap-2">
                  <span className="truncate">{photo.name}</span>
                  <button
                    type="button"
                    className="min-h-11 rounded-md px-2 text-brand-900 underline"
                    onClick={() => setPhotos((current) => current.filter((_, i) => i !== index))}
                  >
                    {t('new.remove', { name: photo.name })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {percent !== null ? (
            <progress
              className="w-full"
              max={100}
              value={percent}
              aria-label={t('thread.sending')}
            />
          ) : null}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={percent !== null}
            className="min-h-12 rounded-md bg-brand-900 px-4 py-2 font-semibold text-white disabled:opacity-50"
          >
            {percent !== null ? t('thread.sending') : t('thread.send')}
          </button>
        </form>
      ) : null}
    </Section>
  );
}

export function ComplaintDetailView({ complaint }: { complaint: ComplaintDetail }) {
  const t = useComplaintsT();
  const tMain = useT();
  const locale = useLocale();
  const download = useDownload();
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6">
      <Link to={href('reclamations', locale)} className="text-sm text-brand-900 underline">
        {t('detail.back')}
      </Link>
      <PageHeading>{tMain('screen.reclamation.title', { id: complaint.number })}</PageHeading>
      <p className="text-lg font-semibold">{COMPLAINT_STATE_LABELS[locale][complaint.state]}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-neutral-600">{t('col.date')}</dt>
        <dd>
          {t('detail.filed', { date: when(complaint.createdAt), name: complaint.filedBy.name })}
          {complaint.agent ? ` (${t('detail.agent', { name: complaint.agent.name })})` : ''}
        </dd>
        {complaint.order ? (
          <>
            <dt className="text-neutral-600">{t('detail.order')}</dt>
            <dd>
              <Link
                to={href('order', locale, { id: complaint.order.id })}
                className="text-brand-900 underline"
              >
                {complaint.order.number}
              </Link>
            </dd>
          </>
        ) : null}
        {complaint.deliveryNote ? (
          <>
            <dt className="text-neutral-600">{t('detail.deliveryNote')}</dt>
            <dd>{complaint.deliveryNote.number}</dd>
          </>
        ) : null}
        <dt className="text-neutral-600">{t('detail.resolution')}</dt>
        <dd>{COMPLAINT_RESOLUTION_LABELS[locale][complaint.desiredResolution]}</dd>
      </dl>
      <button
        type="button"
        className="min-h-11 rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900"
        disabled={download.progress !== null}
        onClick={() => void download.start(`${COMPLAINTS_PATH}/${complaint.id}/pdf`)}
      >
        {t('detail.pdf')}
      </button>
      {download.error ? (
        <p role="alert" className="text-sm text-red-700">
          {download.error.messages[0] ?? t('detail.pdfFailed')}
        </p>
      ) : null}
      <Lines complaint={complaint} />
      <Section title={t('detail.description')}>
        <p className="whitespace-pre-line">{complaint.description}</p>
      </Section>
      <Section title={t('detail.photos')}>
        {complaint.files.length === 0 ? (
          <p className="text-neutral-700">{t('detail.noPhotos')}</p>
        ) : (
          <ComplaintFiles complaintId={complaint.id} files={complaint.files} />
        )}
      </Section>
      <Timeline complaint={complaint} />
      {complaint.retailerNote ? (
        <Section title={t('detail.retailerNote')}>
          <p>{complaint.retailerNote}</p>
        </Section>
      ) : null}
      <Thread complaint={complaint} />
    </div>
  );
}

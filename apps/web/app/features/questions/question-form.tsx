// The inquiry page's form (issue #14; SPEC §2 /povprasevanje; decision 037): a general question
// to the caretaker with a subject, a message (the counter 'n/limit znakov', SPEC §5), optional
// product codes and up to five attachments. The chosen files are listed with their size and a
// remove button; the browser checks their count, size and type first (the domain's limits) so
// the buyer hears at once, but the API decides (it checks the content and re-encodes). The upload
// shows its progress (XMLHttpRequest, role=progressbar). A refusal marks the field the API named.
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  attachmentProblems,
  type AttachmentProblem,
} from '@gradnik/domain/attachments';
import { characterCounterText } from '@gradnik/domain/checkout-steps';
import {
  QUESTION_MESSAGE_MAX_LENGTH,
  QUESTION_PRODUCT_CODES_MAX_LENGTH,
  QUESTION_SUBJECT_MAX_LENGTH,
} from '@gradnik/domain/question';
import { QUESTIONS_PATH } from '@gradnik/contracts/question-paths';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useAccountT, type AccountTranslate } from '../../i18n/account/use-account-t';
import { ShopApiError, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { formatSize } from '../../lib/download';
import { uploadCall } from '../../lib/upload-call';
import { useAlerts } from '../../ui/alerts/alerts';
import { CloseIcon } from '../../ui/icons';

const MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);

type Field = 'subject' | 'message' | 'productCodes' | 'files';

/** Field → first message of a refusal's `errors` (SPEC §8), for the form's fields. */
export function fieldErrorsOf(body: unknown): Partial<Record<Field, string>> {
  if (typeof body !== 'object' || body === null) return {};
  const { errors } = body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  const fields: Partial<Record<Field, string>> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first !== 'string') continue;
    if (name === 'subject' || name === 'message' || name === 'productCodes' || name === 'files')
      fields[name] ??= first;
  }
  return fields;
}

export function problemText(problem: AttachmentProblem, t: AccountTranslate): string {
  switch (problem.kind) {
    case 'tooMany':
      return t('questions.file.tooMany', { max: problem.max });
    case 'tooLarge':
      return t('questions.file.tooLarge', { name: problem.name, max: MAX_MB });
    case 'empty':
      return t('questions.file.empty', { name: problem.name });
    case 'type':
      return t('questions.file.type', { name: problem.name });
  }
}

export function QuestionForm({
  caretaker,
  onSent,
}: {
  caretaker: string | null;
  onSent: () => void;
}) {
  const t = useAccountT();
  const { locale, token } = useShopCaller();
  const { showAlert } = useAlerts();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [codes, setCodes] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [percent, setPercent] = useState<number | null>(null);
  const sending = percent !== null;
  const problems = attachmentProblems(files).map((problem) => problemText(problem, t));

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    setFiles((current) => [...current, ...picked]);
    setErrors(({ files: _files, ...rest }) => rest);
    // The same file can be picked again after it was removed.
    event.target.value = '';
  }

  function remove(index: number) {
    setFiles((current) => current.filter((_, i) => i !== index));
    fileInput.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const missing: Partial<Record<Field, string>> = {};
    if (subject.trim() === '') missing.subject = t('questions.form.required');
    if (message.trim() === '') missing.message = t('questions.form.required');
    if (problems.length > 0) missing.files = problems[0];
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      showAlert({ mode: 'error', title: t('questions.form.invalid') });
      return;
    }
    const form = new FormData();
    form.set('subject', subject);
    form.set('message', message);
    form.set('productCodes', codes);
    for (const file of files) form.append('files', file, file.name);
    setPercent(0);
    try {
      await asContract(
        'questionResponse',
        await uploadCall(QUESTIONS_PATH, form, {
          token,
          locale,
          onProgress: ({ loaded, total }) =>
            setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
        }),
      );
      showAlert({ mode: 'success', title: t('questions.form.sent') });
      setSubject('');
      setMessage('');
      setCodes('');
      setFiles([]);
      setErrors({});
      onSent();
    } catch (failure) {
      const fields = failure instanceof ShopApiError ? fieldErrorsOf(failure.body) : {};
      setErrors(fields);
      const first =
        failure instanceof ShopApiError && failure.status !== 0 ? failure.messages[0] : null;
      showAlert({ mode: 'error', title: first ?? t('questions.form.failed') });
    } finally {
      setPercent(null);
    }
  }

  const describe = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;
  const input = 'w-full rounded-md border border-neutral-300 px-3 py-2 text-sm';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6"
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-neutral-900">
          {t('questions.form.title')}
        </h2>
        <p className="text-sm text-neutral-700">
          {caretaker ? t('questions.intro', { name: caretaker }) : t('questions.introNoName')}
        </p>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-neutral-800">
            {t('questions.form.subject')}
          </label>
          <input
            id={`${id}-subject`}
            name="subject"
            value={subject}
            maxLength={QUESTION_SUBJECT_MAX_LENGTH}
            required
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describe('subject')}
            onChange={(event) => setSubject(event.target.value)}
            className={input}
          />
          {fieldError('subject')}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-message`} className="block text-sm font-medium text-neutral-800">
            {t('questions.form.message')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            value={message}
            maxLength={QUESTION_MESSAGE_MAX_LENGTH}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describe('message', `${id}-counter`)}
            onChange={(event) => setMessage(event.target.value)}
            className={input}
          />
          <p
            id={`${id}-counter`}
            aria-live="polite"
            className="text-right text-xs text-neutral-600"
          >
            {characterCounterText(message, QUESTION_MESSAGE_MAX_LENGTH, locale)}
          </p>
          {fieldError('message')}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-codes`} className="block text-sm font-medium text-neutral-800">
            {t('questions.form.productCodes')}
          </label>
          <input
            id={`${id}-codes`}
            name="productCodes"
            value={codes}
            maxLength={QUESTION_PRODUCT_CODES_MAX_LENGTH}
            aria-invalid={errors.productCodes ? true : undefined}
            aria-describedby={describe('productCodes', `${id}-codes-hint`)}
            onChange={(event) => setCodes(event.target.value)}
            className={input}
          />
          <p id={`${id}-codes-hint`} className="text-xs text-neutral-600">
            {t('questions.form.productCodesHint')}
          </p>
          {fieldError('productCodes')}
        </div>
        <div className="space-y-2">
          <label htmlFor={`${id}-files`} className="block text-sm font-medium text-neutral-800">
            {t('questions.form.files')}
          </label>
          <input
            ref={fileInput}
            id={`${id}-files`}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-invalid={errors.files || problems.length > 0 ? true : undefined}
            aria-describedby={describe('files', `${id}-files-hint`)}
            onChange={pick}
            className="block w-full text-sm text-neutral-800 file:mr-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          <p id={`${id}-files-hint`} className="text-xs text-neutral-600">
            {t('questions.form.filesHint', { max: ATTACHMENT_MAX_FILES, size: MAX_MB })}
          </p>
          {files.length > 0 ? (
            <ul
              aria-label={t('questions.form.chosen')}
              className="divide-y divide-neutral-100 rounded-md border border-neutral-200"
            >
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${index}`}
                  className="flex items-center gap-2 px-3 py-2 text-sm"
                >
                  <span className="min-w-0 flex-1 truncate" title={file.name}>
                    {file.name}
                  </span>
                  <span className="shrink-0 text-neutral-600">{formatSize(file.size, locale)}</span>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={t('questions.form.remove', { name: file.name })}
                    className="flex size-8 shrink-0 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {problems.length > 0 ? (
            <ul role="alert" className="space-y-1 text-sm text-red-700">
              {problems.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : (
            fieldError('files')
          )}
        </div>
        {percent !== null ? (
          <div className="space-y-1">
            <div
              role="progressbar"
              aria-label={t('questions.form.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded bg-neutral-200"
            >
              <div
                className="h-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p aria-live="polite" className="text-xs text-neutral-700">
              {t('questions.form.progress', { percent })}
            </p>
          </div>
        ) : null}
        <div className="flex justify-end">
          <button type="submit" className="btn-primary w-full sm:w-auto" aria-disabled={sending}>
            {sending ? t('questions.form.sending') : t('questions.form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

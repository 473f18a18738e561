// The buyer's earlier questions on the inquiry page (issue #14; decision 037): newest first, each
// with its subject or product, when and by whom it was asked (and the agent acting for them),
// the message, product codes, attachments (downloaded with the session's token: a plain link
// cannot send it) and the caretaker's answer, or 'Čaka na odgovor'.
import type { QuestionItem } from '@gradnik/contracts/question';
import { ljubljanaDateTimeParts } from '@gradnik/domain/format';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useAccountT } from '../../i18n/account/use-account-t';
import { formatSize, useDownload } from '../../lib/download';
import { href } from '../../route-table';

export const attachmentPath = (questionId: number, uploadId: number) =>
  `/api/questions/${questionId}/attachments/${uploadId}`;

function Attachments({ question }: { question: QuestionItem }) {
  const t = useAccountT();
  const locale = useLocale();
  const download = useDownload();
  if (question.attachments.length === 0) return null;
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-medium text-neutral-800">{t('questions.list.attachments')}</h4>
      <ul className="flex flex-wrap gap-2">
        {question.attachments.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              onClick={() => void download.start(attachmentPath(question.id, file.id))}
              className="rounded-md border border-neutral-300 px-2 py-1 text-left text-sm text-brand-700 underline hover:bg-neutral-50"
            >
              {t('questions.list.download', {
                name: file.name,
                size: formatSize(file.size, locale),
              })}
            </button>
          </li>
        ))}
      </ul>
      {download.error ? (
        <p role="alert" className="text-sm text-red-700">
          {download.error.messages[0] ?? t('questions.unavailable')}
        </p>
      ) : null}
    </div>
  );
}

function QuestionCard({ question }: { question: QuestionItem }) {
  const t = useAccountT();
  const locale = useLocale();
  const asked = ljubljanaDateTimeParts(question.createdAt);
  const answered = question.answeredAt ? ljubljanaDateTimeParts(question.answeredAt) : null;
  const title =
    question.subject ??
    (question.product
      ? `${t('questions.list.productQuestion')}: ${question.product.name}`
      : t('questions.list.productQuestion'));
  const by = [
    question.askedBy ? t('questions.list.askedBy', { name: question.askedBy }) : null,
    question.actingAgent ? t('questions.list.agent', { name: question.actingAgent }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
      <article className="space-y-3" aria-labelledby={`question-${question.id}`}>
        <header className="space-y-1">
          <h3 id={`question-${question.id}`} className="break-words font-semibold text-neutral-900">
            {title}
          </h3>
          <p className="text-xs text-neutral-600">
            <time dateTime={question.createdAt}>{t('questions.list.asked', asked)}</time>
            {by ? ` · ${by}` : ''}
          </p>
        </header>
        {question.product ? (
          <p className="text-sm">
            <span className="text-neutral-600">{t('questions.list.product')}: </span>
            <Link
              to={href('product', locale, { id: question.product.id })}
              className="text-brand-700 underline"
            >
              {question.product.code} {question.product.name}
            </Link>
          </p>
        ) : null}
        {question.productCodes.length > 0 ? (
          <p className="text-sm">
            <span className="text-neutral-600">{t('questions.list.productCodes')}: </span>
            <span className="font-mono">{question.productCodes.join(', ')}</span>
          </p>
        ) : null}
        <p className="whitespace-pre-wrap break-words text-sm text-neutral-900">
          {question.message}
        </p>
        <Attachments question={question} />
        {question.answer !== null && answered ? (
          <div className="rounded-md border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
            <h4 className="text-sm font-medium text-neutral-900">{t('questions.list.answer')}</h4>
            <p className="whitespace-pre-wrap break-words text-sm text-neutral-900">
              {question.answer}
            </p>
            <p className="mt-1 text-xs text-neutral-600">
              <time dateTime={question.answeredAt ?? undefined}>
                {t('questions.list.answeredAt', answered)}
              </time>
            </p>
          </div>
        ) : (
          <p className="inline-block rounded bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
            {t('questions.list.waiting')}
          </p>
        )}
      </article>
    </li>
  );
}

export function QuestionList({ questions }: { questions: readonly QuestionItem[] }) {
  const t = useAccountT();
  if (questions.length === 0)
    return <p className="text-neutral-700">{t('questions.list.empty')}</p>;
  return (
    <ul className="space-y-4">
      {questions.map((question) => (
        <QuestionCard key={question.id} question={question} />
      ))}
    </ul>
  );
}

// Inquiry form (SPEC §2: /povprasevanje, /en/inquiry; issue #14; decision 037): a general question
// to the caretaker (subject, message, product codes, attachments) and the buyer's earlier
// questions with their answers, 10 a page (`?page=n`). SPEC §6: a partner without a type-3
// caretaker reads why instead of the form; an agent acting for nobody reads the API's reason.
import { parsePage } from '@gradnik/domain/search-query';
import { useRevalidator } from 'react-router';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { QuestionForm } from '../features/questions/question-form';
import { QuestionList } from '../features/questions/question-list';
import { loadQuestions } from '../features/questions/questions.server';
import { useAccountT } from '../i18n/account/use-account-t';
import { screenMeta } from '../i18n/meta';
import { throwRedirect } from '../lib/responses';
import { SessionRejectedError } from '../lib/shop-document.server';
import { ErrorContent } from '../ui/error-content';
import { PageHeading } from '../ui/page-heading';
import { Pagination } from '../ui/product-list/pagination';
import type { Route } from './+types/inquiry';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guarded = await guardRequest(request, context);
  const page = parsePage(url.searchParams.get('page'));
  try {
    const result = await loadQuestions(context.api, guarded.locale, page);
    if (result.kind === 'ok' && page > result.data.lastPage) {
      // An old link past the end: the last page there is.
      throwRedirect(`${url.pathname}?page=${result.data.lastPage}`);
    }
    return result;
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'inquiry');
}

export default function InquiryPage({ loaderData }: Route.ComponentProps) {
  const t = useAccountT();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading>{t('screen.inquiry.title')}</PageHeading>
      {loaderData.kind === 'refused' ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {loaderData.message ?? t('questions.unavailable')}
        </p>
      ) : (
        <>
          {loaderData.data.inquiriesAllowed ? (
            <QuestionForm
              caretaker={loaderData.data.caretaker}
              onSent={() => void revalidator.revalidate()}
            />
          ) : (
            // SPEC §6: say why instead of a form the API would refuse.
            <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
              {t('questions.notAllowed')}
            </p>
          )}
          <section aria-labelledby="questions-history" className="space-y-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="questions-history" className="text-lg font-semibold text-neutral-900">
                {t('questions.list.title')}
              </h2>
              {loaderData.data.lastPage > 1 ? (
                <p className="text-sm text-neutral-700">
                  {t('questions.list.pageStatus', {
                    page: loaderData.data.page,
                    last: loaderData.data.lastPage,
                  })}
                </p>
              ) : null}
            </div>
            <QuestionList questions={loaderData.data.questions} />
            <Pagination
              page={loaderData.data.page}
              pageCount={loaderData.data.lastPage}
              hrefForPage={(n) => `?page=${n}`}
            />
          </section>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}

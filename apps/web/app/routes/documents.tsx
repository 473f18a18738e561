// Documents (SPEC §2: /dokumenti, /en/documents; footerless; issue #12): the company's account
// summary and its invoices, credit notes, delivery notes, order confirmations and offers,
// filtered, sorted and paged by the address (features/documents/documents-filter.ts), with
// PDFs, exports and reorder. The reorder pieces (ui/reorder) shared with the order detail: the button
// and report are put into the documents list here.
import type { ReorderResult } from '@gradnik/contracts/reorder';
import type { DocumentListItem } from '@gradnik/contracts/document';
import { useEffect, useState } from 'react';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { AccountSummary } from '../features/documents/account-summary';
import { DocumentList, rowButtonClass } from '../features/documents/document-list';
import { documentsFilterFrom, documentsHref } from '../features/documents/documents-filter';
import { loadDocuments } from '../features/documents/documents.server';
import { ReorderReport } from '../ui/reorder/reorder-parts';
import { useReorder } from '../ui/reorder/use-reorder';
import { useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { useHydrated } from '../lib/use-hydrated';
import { throwRedirect } from '../lib/responses';
import { SessionRejectedError } from '../lib/shop-document.server';
import { ErrorContent } from '../ui/error-content';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/documents';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guarded = await guardRequest(request, context);
  const filter = documentsFilterFrom(url.searchParams);
  try {
    const result = await loadDocuments(context.api, guarded.locale, filter);
    if (filter.page > result.lastPage) {
      // An old link past the end: the last page there is.
      throwRedirect(`${url.pathname}${documentsHref(filter, { page: result.lastPage })}`);
    }
    return { filter, ...result };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'documents');
}

/** 'Reorder' of one document: its lines go into the cart at today's prices. */
function ReorderDocument({
  item,
  onResult,
}: {
  item: DocumentListItem;
  onResult: (result: ReorderResult) => void;
}) {
  const t = useT();
  const ready = useHydrated();
  const { state, reorder } = useReorder(`/api/documents/${encodeURIComponent(item.id)}/reorder`);
  // The list shows the last reorder's report above the table.
  useEffect(() => {
    if (state.status === 'done') onResult(state.result);
  }, [state, onResult]);
  return (
    <button
      type="button"
      className={rowButtonClass}
      aria-label={t('documents.reorder.label', { number: item.number })}
      disabled={!ready || state.status === 'working'}
      onClick={() => void reorder({})}
    >
      {t('documents.reorder')}
    </button>
  );
}

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { summary, ...list } = loaderData;
  const [lastReorder, setLastReorder] = useState<ReorderResult | null>(null);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading>{t('screen.documents.title')}</PageHeading>
      <AccountSummary summary={summary} />
      {/* A new filter is a new list: the form's fields and the chosen rows start again. */}
      <DocumentList
        key={JSON.stringify(list.filter)}
        {...list}
        renderReorder={(item) => <ReorderDocument item={item} onResult={setLastReorder} />}
        reorderReport={lastReorder ? <ReorderReport result={lastReorder} /> : null}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}

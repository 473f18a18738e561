// Complaints list (SPEC §2: /reklamacije, /en/reclamations; issue #16, decision 043): the
// company's complaints, filtered and paged by the address (features/complaints/complaints-
// filter.ts). Its texts are the complaints catalogue's, loaded with this route's chunk only.
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { ComplaintList } from '../features/complaints/complaint-list';
import { complaintsFilterFrom, complaintsHref } from '../features/complaints/complaints-filter';
import { loadComplaints } from '../features/complaints/complaints.server';
import { useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { throwRedirect } from '../lib/responses';
import { SessionRejectedError } from '../lib/shop-document.server';
import { ErrorContent } from '../ui/error-content';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/reclamations';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guarded = await guardRequest(request, context);
  const filter = complaintsFilterFrom(url.searchParams);
  try {
    const result = await loadComplaints(context.api, guarded.locale, filter);
    if (filter.page > result.lastPage && result.refused === null) {
      // An old link past the end: the last page there is.
      throwRedirect(`${url.pathname}${complaintsHref(filter, { page: result.lastPage })}`);
    }
    return { filter, ...result };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'reclamations');
}

export default function ReclamationsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading>{t('screen.reclamations.title')}</PageHeading>
      {/* A new filter is a new list: the form's fields start from the address again. */}
      <ComplaintList key={JSON.stringify(loaderData.filter)} {...loaderData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}

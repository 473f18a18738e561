// New complaint (SPEC §2: /reklamacije/vnos, /en/reclamations/new; issue #16, decision 043):
// made for a phone first. Opened from an order's page with ?narocilo={id} (?order= in English
// too), that delivered order is chosen already; another company's or an undelivered order is
// simply not chosen (the search is shown).
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { ComplaintForm } from '../features/complaints/complaint-form';
import { loadComplaintSource } from '../features/complaints/complaints.server';
import { useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { SessionRejectedError } from '../lib/shop-document.server';
import { ErrorContent } from '../ui/error-content';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/reclamation-new';

const ORDER_ID = /^[1-9]\d{0,9}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const guarded = await guardRequest(request, context);
  const raw = url.searchParams.get('narocilo') ?? url.searchParams.get('order') ?? '';
  if (!ORDER_ID.test(raw) || Number(raw) > 2_147_483_647) return { source: null };
  try {
    return { source: await loadComplaintSource(context.api, guarded.locale, Number(raw)) };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'reclamation-new');
}

export default function ReclamationNewPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:px-6">
      <PageHeading>{t('screen.reclamation-new.title')}</PageHeading>
      <ComplaintForm initialSource={loaderData.source} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}

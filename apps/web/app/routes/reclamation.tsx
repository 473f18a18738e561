// Complaint detail (SPEC §2: /reklamacije/{id}, /en/reclamations/{id}; issue #16, decision
// 043): lines, photos, timeline, resolution, the thread and the PDF. Another company's
// complaint, like an unknown one, is 'Page Not Found'.
import { localeFromPath } from '@gradnik/domain/locale';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { ComplaintDetailView } from '../features/complaints/complaint-detail';
import { loadComplaint } from '../features/complaints/complaints.server';
import { screenMeta } from '../i18n/meta';
import { translate } from '../i18n/translate';
import { throwNotFound } from '../lib/responses';
import { SessionRejectedError } from '../lib/shop-document.server';
import { ErrorContent } from '../ui/error-content';
import type { Route } from './+types/reclamation';

// Complaint ids are positive database integers (packages/contracts/src/ids.ts).
const COMPLAINT_ID = /^[1-9]\d{0,9}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!COMPLAINT_ID.test(params.id) || Number(params.id) > 2_147_483_647) throwNotFound();
  const guarded = await guardRequest(request, context);
  try {
    const complaint = await loadComplaint(context.api, guarded.locale, Number(params.id));
    if (!complaint) throwNotFound();
    return { complaint };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location, params, loaderData }: Route.MetaArgs) {
  if (!loaderData) return screenMeta(location.pathname, 'reclamation', { id: params.id });
  const locale = localeFromPath(location.pathname);
  const title = translate(locale, 'screen.reclamation.title', { id: loaderData.complaint.number });
  return [{ title: `${title} | ${translate(locale, 'app.titleSuffix')}` }];
}

export default function ReclamationPage({ loaderData }: Route.ComponentProps) {
  return <ComplaintDetailView key={loaderData.complaint.id} complaint={loaderData.complaint} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}

// The company's log of agents' visits (issue #13 audit; GET /api/partner/impersonations,
// contracts impersonation.ts) for the profile page's loader: customer_admin only.
import {
  impersonationAuditResponseSchema,
  type ImpersonationAuditResponse,
} from '@gradnik/contracts/impersonation';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument, SessionRejectedError } from '../../lib/shop-document.server';

export const IMPERSONATION_AUDIT_PATH = '/api/partner/impersonations';

/** null: not loaded (not an admin, or the call failed: the rest of the page still shows). */
export type ImpersonationAuditData = ImpersonationAuditResponse['data'] | null;

export async function loadImpersonationAudit(
  api: ShopApi,
  locale: Locale,
  page = 1,
): Promise<ImpersonationAuditData> {
  try {
    const document = await fetchDocument(
      api,
      locale,
      `${IMPERSONATION_AUDIT_PATH}?page=${page}`,
      impersonationAuditResponseSchema,
    );
    return document?.data ?? null;
  } catch (error) {
    if (error instanceof SessionRejectedError) throw error;
    console.error('Loading the agents’ visit log failed', error);
    return null;
  }
}

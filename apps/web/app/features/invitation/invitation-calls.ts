// The invitation calls from the browser (issue #13 "Users", decision 034), through the
// same-origin shop API; answers taken as their contract types (lib/contract.ts, no zod in
// production). The admin's calls carry the bearer and CSRF tokens (shopCall); the invitee's
// two calls are public (no token: they have no session yet).
import type {
  AcceptInvitationResponse,
  InvitationInfoResponse,
  InvitationRowResponse,
  InviteBody,
} from '@gradnik/contracts/invitation';
import type { Locale } from '@gradnik/domain/locale';
import { shopCall } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';

export interface Caller {
  token: string | null;
  locale: Locale;
}

export type InvitationAction = 'resend' | 'withdraw';

/** POST /api/customer/invite; throws ShopApiError (409 emailTaken, 403, 400) otherwise. */
export async function sendInvitation(
  body: InviteBody,
  caller: Caller,
): Promise<InvitationRowResponse> {
  const answer = await shopCall('/api/customer/invite', { ...caller, method: 'POST', body });
  return asContract('invitationRowResponse', answer);
}

/** POST /api/customer/{id}/invitation/resend|withdraw: the answer's message for the alert. */
export async function changeInvitation(
  action: InvitationAction,
  userId: number,
  caller: Caller,
): Promise<string> {
  const answer = await shopCall(`/api/customer/${userId}/invitation/${action}`, {
    ...caller,
    method: 'POST',
  });
  const checked =
    action === 'resend'
      ? await asContract('invitationRowResponse', answer)
      : await asContract('invitationWithdrawnResponse', answer);
  return checked.message;
}

/** GET /api/invitation/{token}: who is invited where; throws ShopApiError 400 for a dead link. */
export async function loadInvitation(
  token: string,
  locale: Locale,
): Promise<InvitationInfoResponse['data']> {
  const answer = await shopCall(`/api/invitation/${encodeURIComponent(token)}`, {
    token: null,
    locale,
  });
  return (await asContract('invitationInfoResponse', answer)).data;
}

/** POST /api/invitation/accept; throws ShopApiError (400 invalid_link / weak_password, 429). */
export async function acceptInvitation(
  token: string,
  password: string,
  locale: Locale,
): Promise<AcceptInvitationResponse> {
  const answer = await shopCall('/api/invitation/accept', {
    token: null,
    locale,
    method: 'POST',
    body: { token, password },
  });
  return asContract('acceptInvitationResponse', answer);
}

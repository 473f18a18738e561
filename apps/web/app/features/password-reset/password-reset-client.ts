// POST /api/password/reset from the browser (issue #13): public (no bearer token), JSON through
// the same-origin shop API like every browser call; the answer is taken as its contract type
// without zod in production (lib/contract.ts).
import type { Locale } from '@gradnik/domain/locale';
import { shopCall } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';

/** Sets the new password; throws ShopApiError (400 invalid_link / weak_password, 429) otherwise. */
export async function resetPassword(
  token: string,
  password: string,
  locale: Locale,
): Promise<void> {
  const answer = await shopCall('/api/password/reset', {
    token: null,
    locale,
    method: 'POST',
    body: { token, password },
  });
  await asContract('resetPasswordResponse', answer);
}

// The admin's actions on an invited row (issue #13 "Users", decision 034): resend and withdraw,
// each a POST with the CSRF token (shopCall), then the API's own sentence as a success alert
// and the list reloaded (useRevalidator), as the user management actions do.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAccountT } from '../../i18n/account/use-account-t';
import { ShopApiError, useShopCaller } from '../../lib/basket-client';
import { useAlerts } from '../../ui/alerts/alerts';
import { changeInvitation, type InvitationAction } from './invitation-calls';

export function useInvitationActions(call = changeInvitation) {
  const t = useAccountT();
  const { locale, token } = useShopCaller();
  const { showAlert } = useAlerts();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);

  async function run(action: InvitationAction, userId: number): Promise<void> {
    setBusy(userId);
    try {
      const message = await call(action, userId, { token, locale });
      showAlert({ mode: 'success', title: message });
      await revalidator.revalidate();
    } catch (error) {
      const message = error instanceof ShopApiError ? error.messages[0] : undefined;
      showAlert({ mode: 'error', title: message ?? t('invitation.failed') });
    } finally {
      setBusy(null);
    }
  }

  return { busy, run };
}

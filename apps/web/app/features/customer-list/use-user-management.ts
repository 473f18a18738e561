// The admin's row actions in the users section (issue #13 "Users", decision 032): role change,
// deactivation and reactivation, each a POST of the shop API with the CSRF token (shopCall),
// its answer taken through asContract (no zod in the browser), then a success alert and the
// list reloaded by the route's loader (useRevalidator). A refusal (409 last admin, 403, 404)
// shows the API's own message, already in the page's language.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ShopApiError, shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { useAccountT } from '../../i18n/account/use-account-t';
import { useAlerts } from '../../ui/alerts/alerts';

export type UserAction = 'makeAdmin' | 'makeEmployee' | 'deactivate' | 'reactivate';

export interface ManagedUser {
  id: number;
  name: string;
}

/** The call of each action (apps/api user-management routes.ts). */
export function userActionRequest(
  action: UserAction,
  userId: number,
): { path: string; body?: { group: 'customer_admin' | 'customer_employee' } } {
  switch (action) {
    case 'makeAdmin':
      return { path: `/api/customer/${userId}/role`, body: { group: 'customer_admin' } };
    case 'makeEmployee':
      return { path: `/api/customer/${userId}/role`, body: { group: 'customer_employee' } };
    case 'deactivate':
      return { path: `/api/customer/${userId}/deactivate` };
    case 'reactivate':
      return { path: `/api/customer/${userId}/reactivate` };
  }
}

export function useUserManagement() {
  const t = useAccountT();
  const { locale, token } = useShopCaller();
  const { showAlert } = useAlerts();
  const revalidator = useRevalidator();
  /** The user whose change is on its way (their buttons wait). */
  const [busy, setBusy] = useState<number | null>(null);

  async function run(action: UserAction, user: ManagedUser): Promise<void> {
    setBusy(user.id);
    try {
      const { path, body } = userActionRequest(action, user.id);
      const answer = await shopCall(path, { token, locale, method: 'POST', body });
      await asContract('managedUserResponse', answer);
      showAlert({
        mode: 'success',
        title: t(`userManagement.done.${action}`, { name: user.name }),
      });
      await revalidator.revalidate();
    } catch (error) {
      const message = error instanceof ShopApiError ? error.messages[0] : undefined;
      showAlert({ mode: 'error', title: message ?? t('userManagement.failed') });
    } finally {
      setBusy(null);
    }
  }

  return { busy, run };
}

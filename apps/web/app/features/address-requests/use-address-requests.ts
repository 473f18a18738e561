// The company admin's address change calls (issue #13; decision 033): ask for a new address, a
// change or a removal, and withdraw a pending request. Each is a POST of the shop API with the
// CSRF token (shopCall, as features/customer-list/use-user-management.ts), its answer taken
// through asContract (no zod in the browser), then a success alert and the page's data reloaded
// (useRevalidator), so the address shows its pending request and the history the new entry. A
// refusal (409 duplicate, 403, 404) shows the API's own message, already in the page's language.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AddressRequestItem } from '@gradnik/contracts/address-request';
import { ShopApiError, shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { useAccountT } from '../../i18n/account/use-account-t';
import { useAlerts } from '../../ui/alerts/alerts';

export type RequestKind = 'create' | 'update' | 'delete';

export const REQUEST_PATHS: Record<RequestKind, string> = {
  create: '/api/partner/address/request-create',
  update: '/api/partner/address/request-update',
  delete: '/api/partner/address/request-delete',
};

export const withdrawPath = (id: number) => `/api/partner/address/requests/${id}/withdraw`;

/** Field → first message of a 400 answer's `errors` (SPEC §8), for the form's fields. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const { errors } = body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    // "body.title" (schema validation) and "title" (the API's own checks) name the same field.
    if (typeof first === 'string') fields[path.replace(/^body\./, '')] ??= first;
  }
  return fields;
}

/** What a call ended with: done, field errors for the form, or refused (alert shown). */
export type CallResult =
  { ok: true; item: AddressRequestItem } | { ok: false; fields: Record<string, string> };

export function useAddressRequestCalls() {
  const t = useAccountT();
  const { locale, token } = useShopCaller();
  const { showAlert } = useAlerts();
  const revalidator = useRevalidator();
  /** True while a call is on its way (the buttons wait). */
  const [busy, setBusy] = useState(false);

  async function call(path: string, body: object | undefined, done: string): Promise<CallResult> {
    setBusy(true);
    try {
      const answer = await shopCall(path, { token, locale, method: 'POST', body });
      const { data } = await asContract('addressRequestResponse', answer);
      showAlert({ mode: 'success', title: done });
      await revalidator.revalidate();
      return { ok: true, item: data };
    } catch (error) {
      const fields = error instanceof ShopApiError ? fieldErrorsOf(error.body) : {};
      if (Object.keys(fields).length === 0) {
        const message = error instanceof ShopApiError ? error.messages[0] : undefined;
        showAlert({ mode: 'error', title: message ?? t('addressRequests.failed') });
      } else {
        showAlert({ mode: 'error', title: t('addressRequests.form.invalid') });
      }
      return { ok: false, fields };
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    ask: (kind: RequestKind, body: object) =>
      call(REQUEST_PATHS[kind], body, t(`addressRequests.sent.${kind}`)),
    withdraw: (item: AddressRequestItem) =>
      call(withdrawPath(item.id), undefined, t('addressRequests.withdrawn')),
  };
}

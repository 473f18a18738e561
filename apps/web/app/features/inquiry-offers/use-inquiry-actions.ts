// What the buyer does with an inquiry and its offer (issue #14; decision 036): accept all or the
// chosen lines into the cart, decline with an optional reason, write to the caretaker or ask for
// a revised offer, request a new offer for an expired or declined one, withdraw. Each is a POST
// of the shop API with the CSRF token (shopCall), its answer read through asContract (no zod in
// the browser); then an alert, and the page's loader runs again (useRevalidator) so the page
// shows the inquiry as the API now has it. A refusal (409 'the offer has been revised', 403
// without a caretaker) shows the API's own message, already in the page's language.
import type { OfferAcceptBody, OfferDeclineBody } from '@gradnik/contracts/offer';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useAccountT } from '../../i18n/account/use-account-t';
import { ShopApiError, shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { href } from '../../route-table';
import { useAlerts } from '../../ui/alerts/alerts';

export type InquiryAction = 'accept' | 'decline' | 'message' | 'revision' | 'renew' | 'withdraw';

export interface AcceptOutcome {
  added: number;
  replaced: number;
}

/** The path of an action's call (apps/api offer routes.ts). */
export function inquiryActionPath(
  id: string,
  action: 'accept' | 'decline' | 'messages' | 'renew' | 'withdraw',
): string {
  return `/api/inquiries/${encodeURIComponent(id)}/${action}`;
}

/** The accept body: all lines (no `lines`) or the chosen ones, in the offer's order. */
export function acceptBody(revision: number, chosen: readonly number[] | null): OfferAcceptBody {
  return chosen === null ? { revision } : { revision, lines: [...chosen].sort((a, b) => a - b) };
}

/** The decline body: a reason only when one was written. */
export function declineBody(revision: number, reason: string): OfferDeclineBody {
  const text = reason.trim();
  return text === '' ? { revision } : { revision, reason: text };
}

export function useInquiryActions(inquiryId: string) {
  const t = useAccountT();
  const { locale, token, userKey } = useShopCaller();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  /** The action on its way (its button shows progress, the others wait). */
  const [busy, setBusy] = useState<InquiryAction | null>(null);
  /** The last accept's outcome, shown beside the offer with a link to the cart. */
  const [accepted, setAccepted] = useState<AcceptOutcome | null>(null);

  async function run(action: InquiryAction, call: () => Promise<void>): Promise<boolean> {
    if (busy) return false;
    setBusy(action);
    try {
      await call();
      return true;
    } catch (error) {
      const message = error instanceof ShopApiError ? error.messages[0] : undefined;
      showAlert({ mode: 'error', title: message ?? t('inquiry.failed') });
      // A conflict (revised, expired, no longer open): show the inquiry as it now is.
      if (error instanceof ShopApiError && error.status === 409) await revalidator.revalidate();
      return false;
    } finally {
      setBusy(null);
    }
  }

  const post = (path: string, body?: unknown) =>
    shopCall(path, { token, locale, method: 'POST', body });

  /** Accept the current offer: every line (chosen null) or the chosen lineNos. */
  const accept = (revision: number, chosen: readonly number[] | null) =>
    run('accept', async () => {
      const answer = await asContract(
        'offerAcceptResponse',
        await post(inquiryActionPath(inquiryId, 'accept'), acceptBody(revision, chosen)),
      );
      setAccepted(answer.data);
      // The cart changed on the server: the header's count and the cart panel read it again.
      void queryClient.invalidateQueries({ queryKey: ['basket', 'default', userKey] });
      showAlert({
        mode: 'success',
        title: t('inquiry.accepted.alert', { count: answer.data.added }),
        ctaLink: { name: t('inquiry.toCart'), link: href('cart', locale) },
      });
      await revalidator.revalidate();
    });

  const decline = (revision: number, reason: string) =>
    run('decline', async () => {
      await asContract(
        'inquiryDetailResponse',
        await post(inquiryActionPath(inquiryId, 'decline'), declineBody(revision, reason)),
      );
      showAlert({ mode: 'success', title: t('inquiry.declined.alert') });
      await revalidator.revalidate();
    });

  /** A message to the caretaker; with `revisionRequest` it asks for a revised offer. */
  const message = (body: string, revisionRequest: boolean) =>
    run(revisionRequest ? 'revision' : 'message', async () => {
      await asContract(
        'inquiryDetailResponse',
        await post(
          inquiryActionPath(inquiryId, 'messages'),
          revisionRequest ? { body, revisionRequest: true } : { body },
        ),
      );
      showAlert({
        mode: 'success',
        title: revisionRequest ? t('inquiry.message.revisionSent') : t('inquiry.message.sent'),
      });
      await revalidator.revalidate();
    });

  /** A new inquiry with the same lines; the page moves to it. */
  const renew = () =>
    run('renew', async () => {
      const answer = await asContract(
        'inquiryRenewResponse',
        await post(inquiryActionPath(inquiryId, 'renew')),
      );
      showAlert({
        mode: 'success',
        title: t('inquiry.renewed.alert', { number: answer.data.number }),
      });
      await navigate(href('inquiry-offer', locale, { id: answer.data.id }));
    });

  const withdraw = () =>
    run('withdraw', async () => {
      await asContract(
        'inquiryDetailResponse',
        await post(inquiryActionPath(inquiryId, 'withdraw')),
      );
      showAlert({ mode: 'success', title: t('inquiry.withdrawn.alert') });
      await revalidator.revalidate();
    });

  return { busy, accepted, accept, decline, message, renew, withdraw };
}

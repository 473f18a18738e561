// Sends a reorder (issue #12: POST /api/orders/{id}/reorder or /api/documents/{id}/reorder) and
// tells the buyer in ONE alert what went into the cart and what was skipped; the per-line
// report stays on the page. The cart's cached document is refetched so the header count follows.
import type { ReorderBody, ReorderResult } from '@gradnik/contracts/reorder';
import { cartMessageText } from '@gradnik/domain/adding';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ShopApiError, shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { href } from '../../route-table';
import { useAlerts } from '../../ui/alerts/alerts';

export type ReorderState =
  { status: 'idle' } | { status: 'working' } | { status: 'done'; result: ReorderResult };

export function useReorder(path: string) {
  const t = useT();
  const { locale, token, userKey } = useShopCaller();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const [state, setState] = useState<ReorderState>({ status: 'idle' });

  async function reorder(body: ReorderBody): Promise<void> {
    setState({ status: 'working' });
    try {
      const answer = await shopCall(path, { token, locale, method: 'POST', body });
      const { data } = await asContract('reorderResponse', answer);
      setState({ status: 'done', result: data });
      void queryClient.invalidateQueries({ queryKey: ['basket', 'default', userKey] });
      const added = data.added.length;
      const skipped = data.skipped.length;
      const title = [
        added > 0 ? t('reorder.added', { count: added }) : t('reorder.noneAdded'),
        skipped > 0 ? t('reorder.skipped', { count: skipped }) : '',
      ]
        .filter(Boolean)
        .join(' ');
      showAlert({
        mode: skipped === 0 ? 'success' : added === 0 ? 'error' : 'warning',
        title,
        ...(added > 0
          ? {
              ctaLink: {
                name: cartMessageText('cart.linkToCart', locale),
                link: href('cart', locale),
              },
            }
          : {}),
      });
    } catch (error) {
      setState({ status: 'idle' });
      const message =
        error instanceof ShopApiError
          ? error.messages[0]
          : cartMessageText('cart.bulkAddToCartFailed', locale);
      showAlert({
        mode: 'error',
        title: message ?? cartMessageText('cart.bulkAddToCartFailed', locale),
      });
    }
  }

  return { state, reorder };
}

// Saving a cart or inquiry line's note (SPEC §7 Basket: PATCH related=product&relatedid= with
// the custom note): the one code path for the cart page's note column and the product comment
// modal (issue #14), wherever the modal is opened (cart page, cart and inquiry side panels).
// The answer (the whole basket) goes into the query cache through useBasketMutations; a failure
// shows the server's messages as error alerts (SPEC §8) and resolves false, so the caller keeps
// what was typed.
import type { BasketId } from '@gradnik/contracts/basket';
import { useCallback } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ShopApiError } from '../../lib/basket-client';
import { useBasketMutations } from '../../lib/basket-mutations';
import { useAlerts } from '../alerts/alerts';

export type SaveLineNote = (lineId: string, note: string) => Promise<boolean>;

export function useSaveLineNote(id: BasketId): SaveLineNote {
  // The main catalogue: the cart page saves notes and must not load the overlays' texts.
  const t = useT();
  const { showAlert } = useAlerts();
  const { updateLine } = useBasketMutations(id);
  return useCallback(
    async (lineId, note) => {
      try {
        await updateLine(lineId, { note });
        return true;
      } catch (error) {
        const messages =
          error instanceof ShopApiError ? error.messages : [t('checkout.line.noteFailed')];
        for (const title of messages) showAlert({ mode: 'error', title });
        return false;
      }
    },
    [updateLine, showAlert, t],
  );
}

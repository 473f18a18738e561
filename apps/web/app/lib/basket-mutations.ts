// The state-changing basket calls of one basket (SPEC §7 Basket; packages/contracts/src/basket.ts)
// for the add buttons, the side panels and the cart page. Every call answers the whole basket
// document, which goes straight into the query cache (basketQueryKey), so the header counts, the
// panels and the cart page show the server's state without another GET. Failures throw
// ShopApiError (basket-client.ts) whose `messages` are what SPEC §8 says to show.
//
//   const cart = useBasketMutations('default');
//   await cart.add([{ attributes: { 'product.id': '12', quantity: 2 } }]);
import type {
  BasketAddBody,
  BasketDocument,
  BasketId,
  BasketLinePatchBody,
} from '@gradnik/contracts/basket';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { basketCall, basketPath, basketQueryKey, useShopCaller } from './basket-client';
import { asContract } from './contract';

export type BasketAddItem = BasketAddBody['data'][number];
export type BasketLineChange = BasketLinePatchBody['data']['attributes'];

export interface BasketMutations {
  /** POST related=product: adds (or increases) lines; one call for any number of products. */
  add: (items: readonly BasketAddItem[]) => Promise<BasketDocument>;
  /** DELETE one line by relatedid, or several with a body list (one call either way). */
  removeLines: (lineIds: readonly string[]) => Promise<BasketDocument>;
  /** PATCH related=product&relatedid=: quantity, note, or accepting a changed price. */
  updateLine: (lineId: string, change: BasketLineChange) => Promise<BasketDocument>;
  /** DELETE the whole basket. */
  clear: () => Promise<BasketDocument>;
}

export function useBasketMutations(id: BasketId): BasketMutations {
  const { locale, token, userKey } = useShopCaller();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = basketQueryKey(id, userKey, locale);
    const keep = (document: BasketDocument): BasketDocument => {
      queryClient.setQueryData(key, document);
      // The same basket cached in the other language has stale lines now: refetch it when shown.
      void queryClient.invalidateQueries({
        queryKey: ['basket', id, userKey],
        predicate: (query) => query.queryKey[3] !== locale,
      });
      return document;
    };
    const call = async (path: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
      keep(await basketCall(path, { token, locale, method, body }));

    return {
      // async: a body the contract refuses rejects like any failed call.
      add: async (items) =>
        call(
          basketPath(id, { related: 'product' }),
          'POST',
          await asContract('basketAddBody', { data: items }),
        ),
      removeLines: async (lineIds) =>
        lineIds.length === 1 && lineIds[0] !== undefined
          ? call(basketPath(id, { related: 'product', relatedid: lineIds[0] }), 'DELETE')
          : call(
              basketPath(id, { related: 'product' }),
              'DELETE',
              await asContract('basketLinesDeleteBody', {
                data: lineIds.map((lineId) => ({ id: lineId })),
              }),
            ),
      updateLine: async (lineId, change) =>
        call(
          basketPath(id, { related: 'product', relatedid: lineId }),
          'PATCH',
          await asContract('basketLinePatchBody', { data: { attributes: change } }),
        ),
      clear: () => call(basketPath(id), 'DELETE'),
    };
  }, [id, locale, token, userKey, queryClient]);
}

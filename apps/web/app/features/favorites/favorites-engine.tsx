// What the hearts of a page work with (issue #15; SPEC §3 favoriteData.listsIDs, §4 Favourites):
// the product → lists map and the heart's click. Provided by the layout with a session (SPEC §2)
// through ui/favorite-heart.tsx's context, so catalogue rows, the popup and the product page show
// hearts without importing this feature (ARCHITECTURE.md).
//
// This is the engine, loaded by ./favorites-provider.tsx only once a heart is on the page and
// the browser is idle: the map query, and the heart's click. A click loads the rest on first
// use: an empty heart adds the product to the default list (./heart-actions.ts), a filled one
// opens the list choice (./list-choice-dialog.tsx), where the buyer puts it into any list.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useShopCaller } from '../../lib/basket-client';
import { useAlerts } from '../../ui/alerts/alerts';
import { deferOverlay, useDeferredOverlay } from '../../ui/deferred-overlay';
import type { FavoriteProduct, FavoritesControls } from '../../ui/favorites-context';
import { fetchProductMap, wishlistKeys } from './favorites-api';

export interface ListChoiceProps {
  product: FavoriteProduct;
  /** The heart: the focus goes back to it on close. */
  from: HTMLElement | null;
  onClose: () => void;
}

const listChoice = deferOverlay<ListChoiceProps>(() =>
  import('./list-choice-dialog').then((m) => m.ListChoiceDialog),
);

export function useProductMap(enabled: boolean) {
  const { token, locale, userKey } = useShopCaller();
  return useQuery({
    queryKey: wishlistKeys.map(userKey),
    queryFn: async ({ signal }) => {
      try {
        return await fetchProductMap({ token, locale, signal });
      } catch (error) {
        // SPEC §8: such load failures are only logged; the hearts keep waiting.
        console.error('The favourites could not be loaded', error);
        throw error;
      }
    },
    enabled: enabled && token !== null,
    staleTime: 60_000,
    retry: false,
  });
}

export interface FavoritesEngineProps {
  want: () => void;
  /** The controls the hearts get (through the provider's context). */
  onControls: (controls: FavoritesControls) => void;
}

export function FavoritesEngine({ want, onControls }: FavoritesEngineProps) {
  const { token, locale, userKey } = useShopCaller();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const map = useProductMap(true);
  const [choice, setChoice] = useState<{ product: FavoriteProduct; from: HTMLElement } | null>(
    null,
  );
  const choiceReady = useDeferredOverlay(listChoice, choice !== null);

  const data = map.data;
  const controls = useMemo<FavoritesControls>(
    () => ({
      listsOf: (productId) => (data ? (data.get(productId) ?? []) : null),
      want,
      choose: (product, from) => {
        if ((data?.get(product.id) ?? []).length > 0) {
          setChoice({ product, from });
          return;
        }
        import('./heart-actions')
          .then((m) =>
            m.addToDefaultList(product, { queryClient, showAlert, token, locale, userKey }),
          )
          .catch((error: unknown) => console.error('The favourites could not be changed', error));
      },
    }),
    [data, want, queryClient, showAlert, token, locale, userKey],
  );
  useEffect(() => onControls(controls), [controls, onControls]);

  return choiceReady && choice ? (
    <Suspense>
      <listChoice.Component
        product={choice.product}
        from={choice.from}
        onClose={() => setChoice(null)}
      />
    </Suspense>
  ) : null;
}

// The changes behind the hearts, the list choice, the panel and the page (issue #15; SPEC §7
// Favourites, §8 texts), loaded on first use (never in a page's first load). Each shows its alert
// and invalidates the favourites queries, so every heart, the panel and the page agree.
import {
  WISHLIST_MESSAGES,
  wishlistAddedMessage,
  wishlistRemovedMessage,
} from '@gradnik/contracts/wishlist-params';
import type { Locale } from '@gradnik/domain/locale';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { translateFavorites } from '../../i18n/favorites/use-favorites-t';
import { ShopApiError, useShopCaller } from '../../lib/basket-client';
import { useAlerts } from '../../ui/alerts/alerts';
import type { AlertInput } from '../../ui/alerts/alerts';
import type { FavoriteProduct } from '../../ui/favorites-context';
import { addProducts, invalidateFavorites, listsQuery, removeProducts } from './favorites-api';

export interface ActionContext {
  queryClient: QueryClient;
  showAlert: (alert: AlertInput) => void;
  token: string | null;
  locale: Locale;
  userKey: string;
}

/** The context of the panel's, the list choice's and the page's actions. */
export function useActionContext(): ActionContext {
  const { token, locale, userKey } = useShopCaller();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  return useMemo(
    () => ({ queryClient, showAlert, token, locale, userKey }),
    [queryClient, showAlert, token, locale, userKey],
  );
}

/** A failure without a text of SPEC §8: the server's messages, else ours. */
export function failureText(locale: Locale): string {
  return translateFavorites(locale, 'favorites.failed');
}

/** SPEC §8: the server's messages, each as an error alert; else `fallback`. */
export function showFailure(error: unknown, fallback: string, context: ActionContext) {
  const messages = error instanceof ShopApiError && error.status < 500 ? error.messages : [];
  if (messages.length === 0) context.showAlert({ mode: 'error', title: fallback });
  for (const title of messages) context.showAlert({ mode: 'error', title });
}

/** The empty heart's click: the product into the user's default list (SPEC §2, §3 default). */
export async function addToDefaultList(product: FavoriteProduct, context: ActionContext) {
  const { queryClient, token, locale, userKey } = context;
  try {
    const lists = await queryClient.fetchQuery(listsQuery(userKey, { token, locale }));
    // The user's own default list, never a colleague's shared one (decision 039).
    const target = lists.find((list) => list.default && list.owner === null);
    if (!target) throw new Error('The user has no favourites list');
    await addToList(target.id, [product.id], context);
  } catch (error) {
    showFailure(error, failureText(locale), context);
  }
}

/** Products into a list; resolves true when added (the alert shown). */
export async function addToList(
  listId: number,
  productIds: readonly string[],
  context: ActionContext,
): Promise<boolean> {
  const { token, locale } = context;
  try {
    await addProducts(listId, productIds, { token, locale });
    context.showAlert({ mode: 'success', title: wishlistAddedMessage(productIds.length, locale) });
    return true;
  } catch (error) {
    showFailure(error, failureText(locale), context);
    return false;
  } finally {
    await invalidateFavorites(context.queryClient, context.userKey);
  }
}

/**
 * Products out of a list, with SPEC §8's texts: 'Izdelek je bil uspešno odstranjen iz
 * priljubljenih' / 'Izdelki so bili …'; on failure 'Prišlo je do napake pri odstranjevanju
 * izdelka (izdelkov) iz priljubljenih'. Resolves true when removed.
 */
export async function removeFromList(
  listId: number,
  productIds: readonly string[],
  context: ActionContext,
): Promise<boolean> {
  const { token, locale } = context;
  const many = productIds.length !== 1;
  try {
    await removeProducts(listId, productIds, { token, locale });
    context.showAlert({
      mode: 'success',
      title: wishlistRemovedMessage(productIds.length, locale),
    });
    return true;
  } catch {
    // SPEC §8 names the removal failure itself: that text, not the server's.
    context.showAlert({
      mode: 'error',
      title: WISHLIST_MESSAGES[many ? 'productsRemoveFailed' : 'productRemoveFailed'][locale],
    });
    return false;
  } finally {
    await invalidateFavorites(context.queryClient, context.userKey);
  }
}

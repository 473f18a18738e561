// The list choice of a filled heart (issue #15; SPEC §2 "adds to the default list, or lets the
// buyer choose a list"): a modal with a checkbox per list of the user; checking one puts the
// product into that list, unchecking takes it out (SPEC §8 removal texts). This is how a product
// moves from one list to another. The lists are those the user can put products in: their own
// and those shared with them with full access (decision 039; the map the hearts read holds the
// same). Loaded on first use (./favorites-engine.tsx); Radix Dialog: focus trapped, Escape and
// the backdrop close it, focus returns to the heart.
import { canChangeWishlist } from '@gradnik/contracts/wishlist-sharing-params';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFavoritesT } from '../../i18n/favorites/use-favorites-t';
import { useShopCaller } from '../../lib/basket-client';
import { SpinnerIcon } from '../../ui/icons';
import { ModalContent, OverlayHeader } from '../../ui/overlay';
import { listsQuery } from './favorites-api';
import type { ListChoiceProps } from './favorites-engine';
import { useProductMap } from './favorites-engine';
import { addToList, removeFromList, useActionContext } from './heart-actions';

export function ListChoiceDialog({ product, from, onClose }: ListChoiceProps) {
  const t = useFavoritesT();
  const { token, locale, userKey } = useShopCaller();
  const context = useActionContext();
  const lists = useQuery(listsQuery(userKey, { token, locale }));
  const map = useProductMap(true);
  const [busy, setBusy] = useState<number | null>(null);
  const hint = useId();
  const inLists = map.data?.get(product.id) ?? [];

  const toggle = async (listId: number, on: boolean) => {
    setBusy(listId);
    await (on ? addToList : removeFromList)(listId, [product.id], context);
    setBusy(null);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <ModalContent
        // Opened from the product popup too: drawn above it.
        stacked
        aria-describedby={hint}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (from?.isConnected) from.focus();
        }}
        className="max-w-md p-6"
      >
        <OverlayHeader
          variant="modal"
          title={t('favorites.chooseTitle')}
          closeLabel={t('favorites.modalClose')}
        >
          <Dialog.Description id={hint} className="mt-1 text-sm text-neutral-700">
            {t('favorites.chooseFor', { name: product.name })}
          </Dialog.Description>
        </OverlayHeader>
        {lists.data ? (
          <ul className="mt-4 space-y-2">
            {lists.data
              .filter((list) => canChangeWishlist(list.access))
              .map((list) => (
                <li key={list.id}>
                  <label className="flex items-center gap-3 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={inLists.includes(list.id)}
                      aria-disabled={busy !== null || undefined}
                      onChange={(event) => {
                        if (busy === null) void toggle(list.id, event.currentTarget.checked);
                      }}
                    />
                    <span>{list.owner ? `${list.name} · ${list.owner.name}` : list.name}</span>
                    {busy === list.id ? <SpinnerIcon className="size-4" /> : null}
                  </label>
                </li>
              ))}
          </ul>
        ) : (
          <p role="status" className="mt-4 text-sm text-neutral-600">
            {lists.isError ? t('favorites.loadFailed') : t('favorites.loading')}
          </p>
        )}
      </ModalContent>
    </Dialog.Root>
  );
}

// The favourites side panel 'Priljubljeni izdelki' (SPEC §2 Side panels): a dropdown of the
// user's lists, the chosen list's products (each with its removal, SPEC §8 texts), and the
// buttons 'all lists' (the favourites page) and 'back to the store'. Loaded on the header
// button's first use (./favorites-panel.tsx). A right-hand sheet like the other side panels
// (ui/overlay.tsx: backdrop, scroll lock, focus trapped, Escape / backdrop / close button close
// it, focus back to the button). Lists shared with the user (decision 039) show their owner, and
// a read-only one has no removal buttons.
import { canChangeWishlist } from '@gradnik/contracts/wishlist-sharing-params';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useFavoritesT } from '../../i18n/favorites/use-favorites-t';
import { ListSelect, OwnerLine } from './list-select';
import { href } from '../../route-table';
import type { InitialOpenProps } from '../../ui/deferred-overlay';
import { CloseIcon, HeartIcon, SpinnerIcon } from '../../ui/icons';
import { OverlayHeader, SidePanelContent } from '../../ui/overlay';
import { TRIGGER_CLASS } from './favorites-panel';
import { removeFromList, useActionContext } from './heart-actions';
import { useFavoriteList } from './use-favorite-list';

export function FavoritesPanelBody({ onLeave }: { onLeave: () => void }) {
  const t = useFavoritesT();
  const locale = useLocale();
  const context = useActionContext();
  const selectId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const { lists, chosen, products, failed } = useFavoriteList(picked);
  const canChange = chosen !== null && canChangeWishlist(chosen.access);

  return (
    <>
      <div className="flex-1 space-y-4 overflow-y-auto px-6 py-5">
        {lists && lists.length > 0 ? (
          <ListSelect
            id={selectId}
            lists={lists}
            chosenId={chosen?.id ?? null}
            onPick={setPicked}
            className="w-full"
          />
        ) : null}
        {chosen ? <OwnerLine list={chosen} className="text-sm text-neutral-700" /> : null}
        {failed ? (
          <p role="alert" className="text-sm text-neutral-700">
            {t('favorites.loadFailed')}
          </p>
        ) : products === null ? (
          <p role="status" className="flex items-center gap-2 text-sm text-neutral-600">
            <SpinnerIcon className="size-4" />
            {t('favorites.loading')}
          </p>
        ) : products.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('favorites.empty')}</p>
        ) : (
          <ul aria-label={chosen?.name} className="divide-y divide-neutral-100">
            {products.map((product) => (
              <li key={product.id} className="flex items-center gap-3 py-2">
                {product.imageUrl ? (
                  <img
                    src={product.imageUrl}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 rounded bg-neutral-100 object-contain"
                  />
                ) : (
                  <span aria-hidden="true" className="size-10 rounded bg-neutral-100" />
                )}
                <div className="min-w-0 flex-1 text-sm">
                  <Link
                    to={href('product', locale, { id: product.id })}
                    onClick={onLeave}
                    className="font-medium text-neutral-900 hover:text-brand-700 hover:underline"
                  >
                    {product.name}
                  </Link>
                  <p className="font-mono text-xs text-neutral-600">{product.code}</p>
                </div>
                {canChange ? (
                  <button
                    type="button"
                    aria-label={t('favorites.remove', { name: product.name })}
                    title={t('favorites.remove', { name: product.name })}
                    onClick={() => {
                      if (chosen) void removeFromList(chosen.id, [product.id], context);
                    }}
                    className="flex size-8 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-neutral-200 px-6 py-4">
        <Link to={href('favorites', locale)} onClick={onLeave} className="btn-primary flex-1">
          {t('favorites.allLists')}
        </Link>
        <button type="button" onClick={onLeave} className="btn-secondary flex-1">
          {t('favorites.backToStore')}
        </button>
      </div>
    </>
  );
}

export function FavoritesDialog({ initialOpen = false }: InitialOpenProps) {
  const t = useFavoritesT();
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={TRIGGER_CLASS}
        aria-label={t('panel.favorites.title')}
        title={t('panel.favorites.title')}
      >
        <HeartIcon className="size-6" />
      </Dialog.Trigger>
      <SidePanelContent aria-describedby={undefined}>
        <OverlayHeader title={t('panel.favorites.title')} closeLabel={t('favorites.close')} />
        {open ? <FavoritesPanelBody onLeave={() => setOpen(false)} /> : null}
      </SidePanelContent>
    </Dialog.Root>
  );
}

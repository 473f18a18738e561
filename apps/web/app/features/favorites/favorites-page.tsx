// The favourites page /priljubljeni, /en/favorites (issue #15; SPEC §2 Favorites, §4
// Favourites, §5 Adding, §6 default list, §8): the user's lists (a dropdown, 'Nov seznam', and
// for lists other than the default one 'Preimenuj seznam' and 'Izbriši seznam' — asked first),
// and the chosen list's products in the catalogue's table: price, stock, quantity, the SPEC §4
// cart and inquiry icons, a checkbox per product and 'Označi vse' (the route passes the pricing
// feature's slots, so the rows are the category table's). The bulk dropdown offers add to cart,
// add to inquiry and delete, and returns to its placeholder after each action (SPEC §4); adding
// follows the category page's bulk rules (one rule, domain adding.ts, through those slots).
import { cartMessageText } from '@gradnik/domain/adding';
import type { AddTarget } from '@gradnik/domain/adding';
import { canModifyWishlist } from '@gradnik/contracts/wishlist-params';
import type { WishlistSummary } from '@gradnik/contracts/wishlist';
import { useId, useState } from 'react';
import { useLocale } from '../../i18n/i18n-context';
import { useFavoritesT } from '../../i18n/favorites/use-favorites-t';
import { ListSelect } from './list-select';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SpinnerIcon } from '../../ui/icons';
import { PageHeading } from '../../ui/page-heading';
import { ProductList } from '../../ui/product-list/product-list';
import type { ProductListSlots } from '../../ui/product-list/product-list';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import { deleteList, invalidateFavorites } from './favorites-api';
import { failureText, removeFromList, showFailure, useActionContext } from './heart-actions';
import { ListForm } from './list-form';
import type { ListFormMode } from './list-form';

/** The bulk rules of the product list (features/pricing useErpSlots `bulk`). */
export interface BulkControls {
  checkedIds: readonly string[];
  add: (target: AddTarget) => Promise<void>;
  uncheck: (ids: readonly string[]) => void;
  busy: boolean;
}

export interface FavoritesView {
  lists: WishlistSummary[] | null;
  chosen: WishlistSummary | null;
  products: ProductListItem[] | null;
  failed: boolean;
}

export type BulkAction = '' | 'cart' | 'inquiry' | 'delete';

/**
 * The bulk dropdown (SPEC §4 "placeholder, add to cart, add to inquiry, delete; resets to
 * placeholder after each action"): a labelled select that always shows the placeholder, so a
 * choice runs once and the next one can be the same.
 */
export function BulkActions({
  onAction,
  busy,
}: {
  onAction: (action: Exclude<BulkAction, ''>) => void;
  busy: boolean;
}) {
  const t = useFavoritesT();
  const id = useId();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2">
      <label htmlFor={id} className="text-sm text-neutral-700">
        {t('favorites.bulk')}
      </label>
      <select
        id={id}
        value=""
        aria-disabled={busy || undefined}
        onChange={(event) => {
          const action = event.currentTarget.value as BulkAction;
          if (action !== '' && !busy) onAction(action);
        }}
        className="rounded-md border border-neutral-300 px-3 py-1.5 text-sm"
      >
        <option value="">{t('favorites.bulkPlaceholder')}</option>
        <option value="cart">{t('favorites.bulkCart')}</option>
        <option value="inquiry">{t('favorites.bulkInquiry')}</option>
        <option value="delete">{t('favorites.bulkDelete')}</option>
      </select>
    </div>
  );
}

export function FavoritesPage({
  view,
  onPick,
  slots,
  bulk,
}: {
  view: FavoritesView;
  onPick: (id: number) => void;
  /** The catalogue's row cells (price, stock, quantity, checkbox, 'Označi vse'). */
  slots: ProductListSlots;
  bulk: BulkControls;
}) {
  const t = useFavoritesT();
  const locale = useLocale();
  const context = useActionContext();
  const selectId = useId();
  const [form, setForm] = useState<ListFormMode | null>(null);
  const [deleting, setDeleting] = useState<WishlistSummary | null>(null);
  const [removing, setRemoving] = useState(false);
  const { lists, chosen, products, failed } = view;

  const onBulk = async (action: Exclude<BulkAction, ''>) => {
    if (action !== 'delete') {
      await bulk.add(action);
      return;
    }
    if (bulk.checkedIds.length === 0) {
      // SPEC §5: a bulk action with nothing checked.
      context.showAlert({ mode: 'error', title: cartMessageText('cart.selectProducts', locale) });
      return;
    }
    if (!chosen) return;
    const ids = [...bulk.checkedIds];
    setRemoving(true);
    if (await removeFromList(chosen.id, ids, context)) bulk.uncheck(ids);
    setRemoving(false);
  };

  const confirmDelete = async () => {
    const list = deleting;
    setDeleting(null);
    if (!list) return;
    try {
      await deleteList(list.id, { token: context.token, locale: context.locale });
      context.showAlert({ mode: 'success', title: t('favorites.deleted') });
    } catch (error) {
      showFailure(error, failureText(context.locale), context);
    } finally {
      await invalidateFavorites(context.queryClient, context.userKey);
    }
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      <PageHeading>{t('screen.favorites.title')}</PageHeading>
      <section aria-labelledby={`${selectId}-lists`} className="space-y-3">
        <h2 id={`${selectId}-lists`} className="sr-only">
          {t('favorites.chooseTitle')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          {lists && lists.length > 0 ? (
            <ListSelect
              id={selectId}
              lists={lists}
              chosenId={chosen?.id ?? null}
              onPick={onPick}
              className="min-w-56"
            />
          ) : null}
          <button
            type="button"
            className="btn-secondary"
            onClick={() => setForm({ mode: 'create' })}
          >
            {t('favorites.newList')}
          </button>
          {/* SPEC §6: the default list cannot be edited or deleted — no such buttons for it. */}
          {chosen && canModifyWishlist({ isDefault: chosen.default }) ? (
            <>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setForm({ mode: 'edit', id: chosen.id, name: chosen.name })}
              >
                {t('favorites.rename')}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setDeleting(chosen)}>
                {t('favorites.deleteList')}
              </button>
            </>
          ) : null}
        </div>
        {chosen?.default ? (
          <p className="text-sm text-neutral-600">{t('favorites.defaultNote')}</p>
        ) : null}
      </section>
      {failed ? (
        <p role="alert" className="text-neutral-700">
          {t('favorites.loadFailed')}
        </p>
      ) : products === null || chosen === null ? (
        <p role="status" className="flex items-center gap-2 text-neutral-600">
          <SpinnerIcon className="size-4" />
          {t('favorites.loading')}
        </p>
      ) : products.length === 0 ? (
        <p className="text-neutral-700">{t('favorites.empty')}</p>
      ) : (
        <ProductList
          products={products}
          view="table"
          locale={locale}
          label={t('favorites.products', { name: chosen.name })}
          {...slots}
          toolbar={
            <BulkActions busy={bulk.busy || removing} onAction={(action) => void onBulk(action)} />
          }
        />
      )}
      <ListForm form={form} onClose={() => setForm(null)} onSaved={(list) => onPick(list.id)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('favorites.deleteTitle')}
        message={t('favorites.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('favorites.deleteConfirm')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

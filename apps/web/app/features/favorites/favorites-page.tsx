// The favourites page /priljubljeni, /en/favorites (issue #15; SPEC §2 Favorites, §4
// Favourites, §5 Adding, §6 default list, §8): the user's lists (a dropdown, 'Nov seznam', and
// for lists other than the default one 'Preimenuj seznam' and 'Izbriši seznam' — asked first),
// and the chosen list's products in the catalogue's table: price, stock, quantity, the SPEC §4
// cart and inquiry icons, a checkbox per product and 'Označi vse' (the route passes the pricing
// feature's slots, so the rows are the category table's). The bulk dropdown offers add to cart,
// add to inquiry and delete, and returns to its placeholder after each action (SPEC §4); adding
// follows the category page's bulk rules (one rule, domain adding.ts, through those slots).
// Sharing (decision 039): an own list has 'Deli seznam' (./share-dialog.tsx); a list shared with
// the user shows 'Lastnik: … · samo ogled / polni dostop' and 'Odstrani iz mojih seznamov'; a
// read-only one has no rename, delete or removal of products (cart and inquiry stay), a full one
// may be renamed and its products removed, but only its owner deletes it.
import { cartMessageText } from '@gradnik/domain/adding';
import type { AddTarget } from '@gradnik/domain/adding';
import { canModifyWishlist } from '@gradnik/contracts/wishlist-params';
import {
  canChangeWishlist,
  canDeleteWishlist,
  canShareWishlist,
} from '@gradnik/contracts/wishlist-sharing-params';
import type { WishlistListItem } from '@gradnik/contracts/wishlist';
import { useId, useState } from 'react';
import { useLocale } from '../../i18n/i18n-context';
import { useRootData } from '../../root-data';
import { useFavoritesT } from '../../i18n/favorites/use-favorites-t';
import { ListSelect, OwnerLine } from './list-select';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SpinnerIcon } from '../../ui/icons';
import { PageHeading } from '../../ui/page-heading';
import { ProductList } from '../../ui/product-list/product-list';
import type { ProductListSlots } from '../../ui/product-list/product-list';
import type { ProductListItem } from '../../ui/product-list/product-list-item';
import { deleteList, invalidateFavorites, unshareList } from './favorites-api';
import { failureText, removeFromList, showFailure, useActionContext } from './heart-actions';
import { ListFiles } from './list-files';
import { ListForm } from './list-form';
import type { ListFormMode } from './list-form';
import { ShareDialog } from './share-dialog';
import { ListImport } from './list-import';

/** The bulk rules of the product list (features/pricing useErpSlots `bulk`). */
export interface BulkControls {
  checkedIds: readonly string[];
  add: (target: AddTarget) => Promise<void>;
  uncheck: (ids: readonly string[]) => void;
  busy: boolean;
}

export interface FavoritesView {
  lists: WishlistListItem[] | null;
  chosen: WishlistListItem | null;
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
  canRemove = true,
}: {
  onAction: (action: Exclude<BulkAction, ''>) => void;
  busy: boolean;
  /** False on a list shared read-only (decision 039): no 'remove' choice. */
  canRemove?: boolean;
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
        {canRemove ? <option value="delete">{t('favorites.bulkDelete')}</option> : null}
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
  /** The signed-in user (or the customer an agent acts for): their own share is what they leave. */
  const userId = Number(useRootData()?.session?.user.id);
  const selectId = useId();
  const [form, setForm] = useState<ListFormMode | null>(null);
  const [deleting, setDeleting] = useState<WishlistListItem | null>(null);
  const [leaving, setLeaving] = useState<WishlistListItem | null>(null);
  const [sharing, setSharing] = useState<WishlistListItem | null>(null);
  const [removing, setRemoving] = useState(false);
  const { lists, chosen, products, failed } = view;
  const canChange = chosen !== null && canChangeWishlist(chosen.access);

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
    if (!chosen || !canChange) return;
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

  /** A colleague takes a list shared with them off their lists (their own share, decision 039). */
  const confirmLeave = async () => {
    const list = leaving;
    setLeaving(null);
    if (!list) return;
    try {
      await unshareList(list.id, userId, {
        token: context.token,
        locale: context.locale,
      });
      context.showAlert({ mode: 'success', title: t('favorites.left') });
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
          {/* SPEC §6: the default list cannot be edited or deleted — no such buttons for it.
              Decision 039: renaming needs owner or full access, deleting is the owner's. */}
          {chosen && canModifyWishlist({ isDefault: chosen.default }) && canChange ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setForm({ mode: 'edit', id: chosen.id, name: chosen.name })}
            >
              {t('favorites.rename')}
            </button>
          ) : null}
          {chosen &&
          canModifyWishlist({ isDefault: chosen.default }) &&
          canDeleteWishlist(chosen.access) ? (
            <button type="button" className="btn-secondary" onClick={() => setDeleting(chosen)}>
              {t('favorites.deleteList')}
            </button>
          ) : null}
          {chosen && canShareWishlist(chosen.access) ? (
            <button type="button" className="btn-secondary" onClick={() => setSharing(chosen)}>
              {t('favorites.share')}
            </button>
          ) : null}
          {/* Decision 040: import a CSV/XLSX into a list the user may change. */}
          {chosen && canChange ? <ListImport key={chosen.id} list={chosen} /> : null}
          {chosen?.owner ? (
            <button type="button" className="btn-secondary" onClick={() => setLeaving(chosen)}>
              {t('favorites.leave')}
            </button>
          ) : null}
        </div>
        {chosen ? <OwnerLine list={chosen} className="text-sm text-neutral-700" /> : null}
        {chosen && !canChange ? (
          <p className="text-sm text-neutral-600">{t('favorites.readOnlyNote')}</p>
        ) : chosen?.default && chosen.owner === null ? (
          <p className="text-sm text-neutral-600">{t('favorites.defaultNote')}</p>
        ) : null}
        {chosen?.shared_with_count ? (
          <p className="text-sm text-neutral-600">
            {t('favorites.sharedCount', { count: chosen.shared_with_count })}
          </p>
        ) : null}
        {/* Decision 041: the list as CSV, XLSX or printed; the camera scan adds to it. */}
        {chosen ? <ListFiles key={chosen.id} list={chosen} canAdd={canChange} /> : null}
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
            <BulkActions
              busy={bulk.busy || removing}
              canRemove={canChange}
              onAction={(action) => void onBulk(action)}
            />
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
      <ConfirmDialog
        open={leaving !== null}
        title={t('favorites.leaveTitle')}
        message={t('favorites.leaveMessage', { name: leaving?.name ?? '' })}
        confirmLabel={t('favorites.leaveConfirm')}
        onConfirm={() => void confirmLeave()}
        onCancel={() => setLeaving(null)}
      />
      <ShareDialog list={sharing} onClose={() => setSharing(null)} />
    </div>
  );
}

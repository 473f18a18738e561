// The select of the user's favourites lists, 'name (count)' each (SPEC §2: the side panel's
// dropdown of the user's lists; the favourites page's list choice). One component for both.
import type { WishlistSummary } from '@gradnik/contracts/wishlist';
import { useFavoritesT } from '../../i18n/favorites/use-favorites-t';

export function ListSelect({
  id,
  lists,
  chosenId,
  onPick,
  className,
}: {
  id: string;
  lists: readonly WishlistSummary[];
  chosenId: number | null;
  onPick: (listId: number) => void;
  /** The select's width classes (the panel fills its width, the page keeps a minimum). */
  className: string;
}) {
  const t = useFavoritesT();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {t('favorites.list')}
      </label>
      <select
        id={id}
        value={chosenId ?? ''}
        onChange={(event) => onPick(Number(event.currentTarget.value))}
        className={`${className} rounded-md border border-neutral-300 px-3 py-2 text-sm`}
      >
        {lists.map((list) => (
          <option key={list.id} value={list.id}>
            {`${list.name} (${list.products_count})`}
          </option>
        ))}
      </select>
    </div>
  );
}

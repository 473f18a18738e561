// The select of the user's favourites lists, 'name (count)' each (SPEC §2: the side panel's
// dropdown of the user's lists; the favourites page's list choice). One component for both.
// Lists colleagues shared with the user (decision 039) follow in their own group, 'Deljeno z
// mano', each with its owner's name; without any, the select has no groups.
import type { WishlistListItem } from '@gradnik/contracts/wishlist';
import { useFavoritesT } from '../../i18n/favorites/use-favorites-t';

function Option({ list }: { list: WishlistListItem }) {
  const label = `${list.name} (${list.products_count})`;
  return <option value={list.id}>{list.owner ? `${label} · ${list.owner.name}` : label}</option>;
}

export function ListSelect({
  id,
  lists,
  chosenId,
  onPick,
  className,
}: {
  id: string;
  lists: readonly WishlistListItem[];
  chosenId: number | null;
  onPick: (listId: number) => void;
  /** The select's width classes (the panel fills its width, the page keeps a minimum). */
  className: string;
}) {
  const t = useFavoritesT();
  const own = lists.filter((list) => list.owner === null);
  const shared = lists.filter((list) => list.owner !== null);
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
        {shared.length === 0 ? (
          own.map((list) => <Option key={list.id} list={list} />)
        ) : (
          <>
            <optgroup label={t('favorites.myLists')}>
              {own.map((list) => (
                <Option key={list.id} list={list} />
              ))}
            </optgroup>
            <optgroup label={t('favorites.sharedWithMe')}>
              {shared.map((list) => (
                <Option key={list.id} list={list} />
              ))}
            </optgroup>
          </>
        )}
      </select>
    </div>
  );
}

/** 'Lastnik: Ana Novak · samo ogled' under a list shared with the user; nothing for an own one. */
export function OwnerLine({ list, className }: { list: WishlistListItem; className: string }) {
  const t = useFavoritesT();
  if (!list.owner) return null;
  const access = t(
    list.access === 'read' ? 'favorites.accessReadShort' : 'favorites.accessFullShort',
  );
  return <p className={className}>{t('favorites.owner', { name: list.owner.name, access })}</p>;
}

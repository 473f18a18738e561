// The user's lists, the chosen one and its products as catalogue rows: what the side panel and
// the page show (SPEC §2 "dropdown of the user's lists, selected list's products"). The chosen
// list is the user's own default one until they pick another, and again when the picked one is
// gone (a colleague's shared default list is not theirs, decision 039).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useShopCaller } from '../../lib/basket-client';
import {
  WISHLIST_FETCH_GUARD_MS,
  fetchList,
  fetchListProducts,
  listsQuery,
  wishlistKeys,
} from './favorites-api';

export function useFavoriteList(pickedId: number | null) {
  const { token, locale, userKey } = useShopCaller();
  const caller = { token, locale };
  const lists = useQuery({ ...listsQuery(userKey, caller), enabled: token !== null });
  const all = lists.data ?? [];
  const chosen =
    all.find((list) => list.id === pickedId) ??
    all.find((list) => list.default && list.owner === null) ??
    all[0] ??
    null;
  const detail = useQuery({
    queryKey: wishlistKeys.list(userKey, chosen?.id ?? 0),
    queryFn: ({ signal }) => fetchList(chosen?.id ?? 0, { ...caller, signal }),
    enabled: chosen !== null,
    staleTime: WISHLIST_FETCH_GUARD_MS,
    retry: false,
  });
  const codes = detail.data?.products.map((product) => product.code) ?? [];
  const products = useQuery({
    queryKey: wishlistKeys.products(userKey, locale, codes),
    queryFn: ({ signal }) => fetchListProducts(codes, { ...caller, signal }),
    enabled: detail.data !== undefined,
    staleTime: 60_000,
    retry: false,
    // A removal refetches the rows: the old ones stay meanwhile, no flash of a spinner.
    placeholderData: keepPreviousData,
  });
  const failed = lists.isError || detail.isError || products.isError;
  return {
    lists: lists.data ?? null,
    chosen,
    products: products.data ?? null,
    failed,
  };
}

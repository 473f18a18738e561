// The category tree of the mega menu and the categories modal (SPEC §2 overlays, §7 GET
// /jsonapi/catalog?include=catalog&maxdepth=true). Loaded once in the browser when a signed-in
// page with a header first shows, then kept by TanStack Query for the rest of the visit (the
// QueryClient lives in the root, so moving between screens and layouts keeps it): no call per
// click, one per language. A failure shows SPEC §8's alert.
import type { CategoryNode } from '@gradnik/contracts/catalog';
import { catalogSearch } from '@gradnik/contracts/catalog-query';
import type { Locale } from '@gradnik/domain/locale';
import { useQuery } from '@tanstack/react-query';
import { withApiLanguage } from '../../lib/api-language';

/** The tree changes when the catalogue team edits it, not while someone browses. */
export const CATEGORY_TREE_STALE_MS = 30 * 60_000;

export const CATEGORY_TREE_PATH = `/jsonapi/catalog${catalogSearch({ maxdepth: true })}`;

export function categoryTreeQueryKey(locale: Locale) {
  return ['catalog', 'tree', locale] as const;
}

/** Gives a current bearer token for a browser call to the shop API (null: not signed in). */
export type AccessTokenSource = () => Promise<string | null>;

function isCategoryNode(value: unknown): value is CategoryNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Partial<CategoryNode>;
  return (
    typeof node.id === 'string' &&
    typeof node.attributes?.name === 'string' &&
    typeof node.attributes.url === 'string' &&
    Array.isArray(node.children) &&
    node.children.every(isCategoryNode)
  );
}

/**
 * GET the whole tree in `locale`. The browser bundle carries no zod: the shape is checked by
 * hand, enough to render links and names safely.
 */
export async function fetchCategoryTree(
  locale: Locale,
  getAccessToken: AccessTokenSource,
  fetchImpl: typeof fetch = fetch,
): Promise<CategoryNode[]> {
  const token = await getAccessToken();
  if (!token) throw new Error('No session for the category tree');
  const response = await fetchImpl(
    CATEGORY_TREE_PATH,
    withApiLanguage(locale, {
      headers: { Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    }),
  );
  if (!response.ok) throw new Error(`GET ${CATEGORY_TREE_PATH} answered ${response.status}`);
  const body: unknown = await response.json();
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || !data.every(isCategoryNode)) {
    throw new Error(`GET ${CATEGORY_TREE_PATH}: unexpected document`);
  }
  return data;
}

export function useCategoryTree(
  locale: Locale,
  getAccessToken: AccessTokenSource,
  fetchImpl?: typeof fetch,
) {
  return useQuery({
    queryKey: categoryTreeQueryKey(locale),
    queryFn: () => fetchCategoryTree(locale, getAccessToken, fetchImpl),
    staleTime: CATEGORY_TREE_STALE_MS,
    gcTime: Infinity,
    // One quick second try (a blip), then SPEC §8's alert rather than a long silent wait.
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

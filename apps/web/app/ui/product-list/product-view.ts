// Table or grid (SPEC §2: "Default view is table (or grid), remembered locally"; §9 "default
// view table (or grid) stored locally"). The choice lives in localStorage. It is mirrored in a
// cookie only so that the server renders the remembered view at once: a page that arrived as a
// table and turned into a grid after hydration would jump. localStorage stays the source of
// truth in the browser; without the cookie the choice is applied right after hydration.
import { useCallback } from 'react';
import { useHydratingStore } from '../../lib/hydration';
import { readCookie } from '../../lib/cookies';

export const PRODUCT_VIEWS = ['table', 'grid'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];
export const DEFAULT_PRODUCT_VIEW: ProductView = 'table';

export const PRODUCT_VIEW_STORAGE_KEY = 'gradnik.productView';
export const PRODUCT_VIEW_COOKIE = 'product_view';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isProductView(value: unknown): value is ProductView {
  return value === 'table' || value === 'grid';
}

/** The view named by a Cookie header (the default when there is none or it is unknown). */
export function productViewFromCookies(cookieHeader: string | null): ProductView {
  const value = readCookie(cookieHeader, PRODUCT_VIEW_COOKIE);
  return isProductView(value) ? value : DEFAULT_PRODUCT_VIEW;
}

/** For loaders: the view the browser last chose, so the server renders that one. */
export function productViewFromRequest(request: Request): ProductView {
  return productViewFromCookies(request.headers.get('Cookie'));
}

const listeners = new Set<() => void>();

function readStoredView(): ProductView | null {
  try {
    const value = window.localStorage.getItem(PRODUCT_VIEW_STORAGE_KEY);
    return isProductView(value) ? value : null;
  } catch {
    // Storage can be switched off (privacy settings): the view is then per page only.
    return null;
  }
}

/** Remembers the choice (localStorage and its cookie mirror) and tells every list. */
export function storeProductView(view: ProductView): void {
  try {
    window.localStorage.setItem(PRODUCT_VIEW_STORAGE_KEY, view);
  } catch {
    // See readStoredView.
  }
  document.cookie = `${PRODUCT_VIEW_COOKIE}=${view}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PRODUCT_VIEW_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The remembered view and a setter. `serverView` is what the server rendered (from the
 * cookie, see productViewFromRequest); hydration uses it, the browser's choice follows.
 */
export function useProductView(
  serverView: ProductView = DEFAULT_PRODUCT_VIEW,
): [ProductView, (view: ProductView) => void] {
  const view = useHydratingStore(
    subscribe,
    () => readStoredView() ?? serverView,
    () => serverView,
  );
  const setView = useCallback((next: ProductView) => storeProductView(next), []);
  return [view, setView];
}

// The home page's catalogue data (SPEC §2 Home; issue #3: entry points to the top categories
// and the newest products). Each part fails alone: the page still greets the user.
import {
  catalogDocumentSchema,
  catalogSearch,
  productListDocumentSchema,
  productListSearch,
} from '@gradnik/contracts/catalog';
import type { Locale } from '@gradnik/domain/locale';
import { withLocale } from '@gradnik/domain/locale';
import type { ShopApi } from '../context';
import { withApiLanguage } from '../lib/api-language';
import { toProductListItem } from '../ui/product-list/product-list-item';
import type { ProductListItem } from '../ui/product-list/product-list-item';

/** How many of the newest products the home page shows (one row of the grid). */
export const HOME_NEW_PRODUCTS = 4;

export interface TopCategory {
  id: string;
  name: string;
  to: string;
}

async function getJson(api: ShopApi, locale: Locale, path: string): Promise<unknown> {
  const response = await api.fetch(path, withApiLanguage(locale));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The top-level categories, or null when the tree failed to load (SPEC §8 shows an alert). */
export async function loadTopCategories(
  api: ShopApi,
  locale: Locale,
): Promise<TopCategory[] | null> {
  try {
    const { data } = catalogDocumentSchema.parse(
      await getJson(api, locale, `/jsonapi/catalog${catalogSearch({ maxdepth: false })}`),
    );
    return data.map((category) => {
      const path = category.attributes.url.replace(/^\/+/, '');
      return {
        id: category.id,
        name: category.attributes.name,
        // SPEC §2 catch-all: a category is its URL path with the trailing slash.
        to: withLocale(`/${path.endsWith('/') ? path : `${path}/`}`, locale),
      };
    });
  } catch (error) {
    console.error('Home: loading the category tree failed', error);
    return null;
  }
}

/** The newest products (`sort=-product.ctime`, SPEC §2 /novosti's order). */
export async function loadNewProducts(api: ShopApi, locale: Locale): Promise<ProductListItem[]> {
  try {
    const search = productListSearch({
      sort: '-product.ctime',
      offset: 0,
      limit: HOME_NEW_PRODUCTS,
    });
    const { data } = productListDocumentSchema.parse(
      await getJson(api, locale, `/jsonapi/product${search}`),
    );
    return data.map(toProductListItem);
  } catch (error) {
    console.error('Home: loading the newest products failed', error);
    return [];
  }
}

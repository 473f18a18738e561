// Promotions from the shop API (contracts/promotion.ts): the /akcije list, 9 a page of 120
// (SPEC §2, §9), and the home page's promo list of 2 to 10 items. Only the card's view
// (promotion-view.ts) reaches the browser.
import {
  featuredPromotionsResponseSchema,
  promotionListResponseSchema,
} from '@gradnik/contracts/promotion';
import { ACTIONS_PAGE_SIZE, PROMO_LIST_MAX } from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { withApiLanguage } from '../../lib/api-language';
import { promotionView } from './promotion-view';
import type { PromotionPage, PromotionView } from './promotion-view';

export const PROMOTIONS_PATH = '/api/promotions';
export const FEATURED_PROMOTIONS_PATH = '/api/promotions/featured';

async function getJson(api: ShopApi, locale: Locale, path: string): Promise<unknown> {
  const response = await api.fetch(path, withApiLanguage(locale));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** One page of /akcije (9 a page, SPEC §9); the caller handles a page beyond the last one. */
export async function loadPromotionPage(
  api: ShopApi,
  locale: Locale,
  page: number,
): Promise<PromotionPage> {
  const path = `${PROMOTIONS_PATH}?page=${page}&per_page=${ACTIONS_PAGE_SIZE}`;
  const { data } = promotionListResponseSchema.parse(await getJson(api, locale, path));
  return {
    promotions: data.data.map((promotion) => promotionView(promotion, locale)),
    page: data.current_page,
    lastPage: Math.max(1, data.last_page),
    total: data.total,
  };
}

/**
 * The home page's promo list. A failure leaves the list out rather than the whole home page
 * (SPEC §8: failed loads of secondary data are logged).
 */
export async function loadFeaturedPromotions(
  api: ShopApi,
  locale: Locale,
): Promise<PromotionView[]> {
  try {
    const { data } = featuredPromotionsResponseSchema.parse(
      await getJson(api, locale, FEATURED_PROMOTIONS_PATH),
    );
    // SPEC §9: at most 10 on the front page, whatever the API sends.
    return data.slice(0, PROMO_LIST_MAX).map((promotion) => promotionView(promotion, locale));
  } catch (error) {
    console.error(`GET ${FEATURED_PROMOTIONS_PATH} failed`, error);
    return [];
  }
}

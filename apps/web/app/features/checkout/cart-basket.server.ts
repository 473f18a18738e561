// The order basket for the cart's server render (issue #11: the cart's LCP; decision 023, "The
// cart's lines in the first paint"). The lines are the page's largest content: rendered by the
// server they are in the first paint instead of after hydration plus a round trip. The same call
// and contract as the browser's useBasket (GET /jsonapi/basket?id=default, SPEC §7), in the
// page's language. The page must never wait on a slow ERP for it, so the call has a time limit;
// past it, or on any failure but a rejected session, there is no document and the browser loads
// the basket as it always did.
import { basketDocumentSchema } from '@gradnik/contracts/basket';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { basketPath, type BasketSeed } from '../../lib/basket-client';
import { SessionRejectedError, fetchDocument } from '../../lib/shop-document.server';

/**
 * How long the page waits for the basket. With the API's 60 s pricing cache warm the answer is
 * a database read (tens of ms); a cold one waits for the ERP's GetPricing2 (SPEC §7), up to the
 * ERP client's timeout (ERP_TIMEOUT_MS, 3 s by default), and the whole page would wait with it.
 * 400 ms keeps the cart's LCP within issue #11's 2.0 s on a slow phone with room for the rest of
 * the document; past it the page renders the loading line as before.
 */
export const CART_BASKET_TIME_LIMIT_MS = 400;

export interface CartBasketOptions {
  timeLimitMs?: number;
  /** The clock that stamps the answer (React Query's staleTime counts from it). */
  now?: () => number;
}

const TIMED_OUT = Symbol('timed out');

/**
 * The order basket when the API answers it within the time limit, else null. Throws
 * SessionRejectedError on 401 (the loader sends the user to sign in, as every loader does).
 */
export async function loadCartBasket(
  api: ShopApi,
  locale: Locale,
  { timeLimitMs = CART_BASKET_TIME_LIMIT_MS, now = Date.now }: CartBasketOptions = {},
): Promise<BasketSeed | null> {
  // Not aborted at the limit: the API finishes the call and keeps the ERP's prices for 60 s
  // (SPEC §9), sharing them with the browser's own request for the same basket
  // (the ERP client shares a call in flight: packages/erp/src/client.ts).
  const call = fetchDocument(api, locale, basketPath('default'), basketDocumentSchema);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeLimitMs);
  });
  try {
    const document = await Promise.race([call, limit]);
    if (document === TIMED_OUT || document === null) return null;
    return { document, fetchedAt: now() };
  } catch (error) {
    if (error instanceof SessionRejectedError) throw error;
    // An API or contract failure: the browser's call shows the SPEC §8 messages as before.
    return null;
  } finally {
    clearTimeout(timer);
  }
}

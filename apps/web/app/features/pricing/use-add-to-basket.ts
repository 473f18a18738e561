// Adding products to the cart or the inquiry basket from a product row, card, popup or the
// product page (SPEC §5 Adding, §4 quantity reset, §8 alerts). The rules are the domain's
// (adding.ts validateAdd / bulkAddToCart / bulkAddToInquiry / addedAlert, quantity.ts
// inquiryQuantity); this hook only calls the basket API once per action and shows the alerts.
import type { PriceAttributes } from '@gradnik/contracts/pricing';
import {
  addedAlert,
  bulkAddToCart,
  bulkAddToInquiry,
  cartMessageText,
  validateAdd,
} from '@gradnik/domain/adding';
import type { AddTarget, BulkAddProduct, CartMessageKey } from '@gradnik/domain/adding';
import { cartModeHash } from '@gradnik/domain/checkout-steps';
import { inquiryQuantity } from '@gradnik/domain/quantity';
import type { ProductUnitsInput } from '@gradnik/domain/quantity';
import { useCallback, useMemo, useState } from 'react';
import { useLocale } from '../../i18n/i18n-context';
import { ShopApiError, errorMessagesOf } from '../../lib/basket-client';
import { useBasketMutations } from '../../lib/basket-mutations';
import type { BasketAddItem } from '../../lib/basket-mutations';
import { href } from '../../route-table';
import { useAlerts } from '../../ui/alerts/alerts';

export interface AddableProduct {
  id: string;
  name: string;
  units: ProductUnitsInput;
}

/** A product as the bulk rules see it (SPEC §5), with what the request needs. */
export interface BulkCandidate extends BulkAddProduct {
  product: AddableProduct;
  price: PriceAttributes | null;
}

/**
 * The request item: the retail quantity and the client's view of the price (SPEC §7 "custom
 * external pricing JSON, custom price for cart"), so the server can tell price_changed. The
 * server prices the line itself; these are never stored as the price.
 */
export function addItemOf(
  target: AddTarget,
  productId: string,
  quantity: number,
  price: PriceAttributes | null,
): BasketAddItem {
  const ok = price?.status === 'ok' ? price : null;
  return {
    attributes: {
      'product.id': productId,
      quantity,
      ...(price ? { 'custom.pricing': { ...price } } : {}),
      ...(target === 'cart' && ok ? { 'custom.price': ok.retail.net } : {}),
    },
  };
}

/** SPEC §8 failure texts, single and bulk. */
const FAILED: Record<AddTarget, { one: CartMessageKey; many: CartMessageKey }> = {
  cart: { one: 'cart.addToCartFailed', many: 'cart.bulkAddToCartFailed' },
  inquiry: { one: 'cart.addToInquiryFailed', many: 'cart.bulkAddToInquiryFailed' },
};

export function useAddToBasket() {
  const locale = useLocale();
  const { showAlert } = useAlerts();
  const cart = useBasketMutations('default');
  const inquiry = useBasketMutations('inquiry');
  // Products with a request under way: their buttons wait instead of sending twice.
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const text = useCallback((key: CartMessageKey) => cartMessageText(key, locale), [locale]);

  const send = useCallback(
    async (
      target: AddTarget,
      items: readonly BasketAddItem[],
      ids: readonly string[],
      failure: CartMessageKey,
    ): Promise<boolean> => {
      setPending((current) => new Set([...current, ...ids]));
      try {
        await (target === 'cart' ? cart : inquiry).add(items);
        return true;
      } catch (error) {
        showAlert({ mode: 'error', title: text(failure) });
        // SPEC §8: the server's own messages follow, each as an error alert.
        const server = error instanceof ShopApiError ? errorMessagesOf(error.body).messages : [];
        for (const message of server) showAlert({ mode: 'error', title: message });
        return false;
      } finally {
        setPending((current) => {
          const next = new Set(current);
          for (const id of ids) next.delete(id);
          return next;
        });
      }
    },
    [cart, inquiry, showAlert, text],
  );

  /**
   * One product (SPEC §5): the cart needs a quantity above 0; an inquiry without one asks for
   * the minimum retail unit. Resolves true when added (the caller resets the quantity, SPEC §4).
   */
  const addOne = useCallback(
    async (
      target: AddTarget,
      product: AddableProduct,
      retailQuantity: number,
      price: PriceAttributes | null,
    ): Promise<boolean> => {
      let quantity: number;
      if (target === 'cart') {
        const checked = validateAdd({ quantity: retailQuantity });
        if (!checked.ok) {
          showAlert({ mode: 'error', title: text(checked.error.key) });
          return false;
        }
        quantity = checked.quantity;
      } else {
        quantity = inquiryQuantity(retailQuantity, product.units);
      }
      const ok = await send(
        target,
        [addItemOf(target, product.id, quantity, price)],
        [product.id],
        FAILED[target].one,
      );
      if (ok) {
        const { success, link } = addedAlert(target);
        showAlert({
          mode: 'success',
          title: text(success.key),
          ctaLink: {
            name: text(link.key),
            link: `${href('cart', locale)}${cartModeHash(target === 'cart' ? 'order' : 'inquiry')}`,
          },
        });
      }
      return ok;
    },
    [locale, send, showAlert, text],
  );

  /**
   * The bulk bar (SPEC §5): one request with the products the rule takes. Resolves the ids
   * added (empty when the rule refused or the call failed).
   */
  const addMany = useCallback(
    async (target: AddTarget, candidates: readonly BulkCandidate[]): Promise<string[]> => {
      const result = target === 'cart' ? bulkAddToCart(candidates) : bulkAddToInquiry(candidates);
      if (!result.ok) {
        showAlert({ mode: 'error', title: text(result.error.key) });
        return [];
      }
      const ids = result.items.map((item) => item.product.product.id);
      const ok = await send(
        target,
        result.items.map((item) =>
          addItemOf(target, item.product.product.id, item.quantity, item.product.price),
        ),
        ids,
        FAILED[target].many,
      );
      if (!ok) return [];
      showAlert({ mode: 'success', title: text(result.success.key) });
      return ids;
    },
    [send, showAlert, text],
  );

  return useMemo(
    () => ({ addOne, addMany, isPending: (id: string) => pending.has(id) }),
    [addOne, addMany, pending],
  );
}

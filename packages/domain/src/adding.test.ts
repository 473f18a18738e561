import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  addedAlert,
  bulkAddToCart,
  bulkAddToInquiry,
  cartMessageText,
  validateAdd,
  type BulkAddProduct,
} from './adding.ts';

interface Row extends BulkAddProduct {
  id: string;
}
const row = (id: string, extra: Partial<Row> = {}): Row => ({
  id,
  checked: true,
  Basket: 10,
  quantity: 2,
  MinimumSalesUnitRetail: 5,
  ...extra,
});

describe('single add (SPEC §5 Adding, §8)', () => {
  it('needs a quantity above 0', () => {
    expect(validateAdd({ quantity: 3 })).toEqual({ ok: true, quantity: 3 });
    for (const quantity of [0, -1, null, undefined, Number.NaN]) {
      expect(validateAdd({ quantity })).toEqual({
        ok: false,
        error: { key: 'cart.quantityRequired', message: 'Potrebno je izbrati količino izdelka' },
      });
    }
  });

  it('announces a success with the link of the target', () => {
    expect(addedAlert('cart')).toEqual({
      success: { key: 'cart.addedToCart', message: 'Izdelek je bil uspešno dodan v košarico' },
      link: { key: 'cart.linkToCart', message: 'V košarico' },
    });
    expect(addedAlert('inquiry').success.message).toBe(
      'Izdelek je bil uspešno dodan v povpraševanje',
    );
    expect(addedAlert('inquiry').link.message).toBe('V povpraševanje');
  });
});

describe('bulk add to cart (SPEC §5 Adding)', () => {
  it('adds only checked products with Basket above 0', () => {
    const result = bulkAddToCart([
      row('a'),
      row('b', { checked: false }),
      row('c', { Basket: 0, quantity: 0 }),
      row('d', { quantity: 4.5 }),
    ]);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.items.map((i) => [i.product.id, i.quantity])).toEqual([
        ['a', 2],
        ['d', 4.5],
      ]);
      expect(result.success.message).toBe('Izdelki so bili uspešno dodani v košarico');
    }
  });

  it("says 'Izberi izdelke' when nothing checked is in stock", () => {
    const error = { key: 'cart.selectProducts', message: 'Izberi izdelke' };
    expect(bulkAddToCart([row('a', { checked: false })])).toEqual({ ok: false, error });
    expect(bulkAddToCart([row('a', { Basket: 0 }), row('b', { Basket: null })])).toEqual({
      ok: false,
      error,
    });
    expect(bulkAddToCart([])).toEqual({ ok: false, error });
  });

  it('refuses everything when one of them has quantity 0', () => {
    expect(bulkAddToCart([row('a'), row('b', { quantity: 0 })])).toEqual({
      ok: false,
      error: { key: 'cart.quantityRequired', message: 'Potrebno je izbrati količino izdelka' },
    });
  });
});

describe('bulk add to inquiry (SPEC §5 Adding, Quantity entry)', () => {
  it('adds only checked products with Basket equal to 0 (oversold counts as 0)', () => {
    const result = bulkAddToInquiry([
      row('a', { Basket: 0 }),
      row('b', { Basket: 3 }),
      row('c', { Basket: 0, checked: false }),
      row('d', { Basket: -1 }),
      row('e', { Basket: undefined }),
    ]);
    expect(result.ok && result.items.map((i) => i.product.id)).toEqual(['a', 'd']);
    expect(result.ok && result.success.message).toBe(
      'Izdelki so bili uspešno dodani v povpraševanje',
    );
  });

  it('uses the minimum retail unit when the quantity is not above 0', () => {
    const result = bulkAddToInquiry([
      row('a', { Basket: 0, quantity: 0 }),
      row('b', { Basket: 0, quantity: -3, MinimumSalesUnitRetail: 2.5 }),
      row('c', { Basket: 0, quantity: null, MinimumSalesUnitRetail: null }),
      row('d', { Basket: 0, quantity: 7 }),
    ]);
    expect(result.ok && result.items.map((i) => [i.product.id, i.quantity])).toEqual([
      ['a', 5],
      ['b', 2.5],
      ['c', 1],
      ['d', 7],
    ]);
  });

  it("says 'Izberi izdelke' when nothing checked is out of stock", () => {
    const error = { key: 'cart.selectProducts', message: 'Izberi izdelke' };
    expect(bulkAddToInquiry([row('a', { Basket: 0, checked: false })])).toEqual({
      ok: false,
      error,
    });
    expect(bulkAddToInquiry([row('a', { Basket: 4 })])).toEqual({ ok: false, error });
  });

  it('never adds an unchecked product nor one with a quantity not above 0 (property)', () => {
    const rowArb = fc.record({
      id: fc.string(),
      checked: fc.boolean(),
      Basket: fc.option(fc.integer({ min: -2, max: 3 }), { nil: undefined }),
      quantity: fc.option(fc.integer({ min: -1, max: 5 }), { nil: null }),
      MinimumSalesUnitRetail: fc.option(fc.constantFrom(1, 2.5, 10), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 12 }), (rows) => {
        for (const result of [bulkAddToCart(rows), bulkAddToInquiry(rows)]) {
          if (!result.ok) continue;
          expect(result.items.length).toBeGreaterThan(0);
          for (const item of result.items) {
            expect(item.product.checked).toBe(true);
            expect(item.quantity).toBeGreaterThan(0);
          }
        }
        const cart = bulkAddToCart(rows);
        const inquiry = bulkAddToInquiry(rows);
        if (cart.ok && inquiry.ok) {
          const inCart = new Set(cart.items.map((i) => i.product));
          expect(inquiry.items.some((i) => inCart.has(i.product))).toBe(false);
        }
      }),
    );
  });
});

describe('cart messages (SPEC §8)', () => {
  it('has every text in both languages', () => {
    expect(Object.keys(CART_MESSAGES.en)).toEqual(Object.keys(CART_MESSAGES.sl));
    expect(cartMessageText('cart.unknownEan')).toBe(
      'Izdelek s to EAN kodo ne obstaja oziroma ni bil najden.',
    );
    expect(cartMessageText('cart.selectProducts', 'en')).toBe('Select products');
    expect(cartMessageText('cart.inquirySent')).toBe('Povpraševanje uspešno poslano');
  });
});

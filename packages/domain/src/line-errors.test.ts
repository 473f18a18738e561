import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_LINE_ERROR_MESSAGES,
  cartLineErrorMessage,
  cartLineErrors,
  partnerPricesDiffer,
  type RoutingAnsweredLine,
  type RoutingSentLine,
} from './line-errors.ts';

const sentLine = (n: number, base: number, retail = base * 2): RoutingSentLine => ({
  OrderLine: n,
  ItemNo: `I${n}`,
  B2BPriceForPartnerBaseUnit: base,
  B2BPriceForPartnerRetailUnit: retail,
});

const answer = (
  line: RoutingSentLine,
  change: Partial<RoutingAnsweredLine> = {},
): RoutingAnsweredLine => ({ ...line, DeliveryDate: '2025-03-12', ...change });

describe('cart line errors (SPEC §4, §8)', () => {
  it('finds nothing when prices and dates are fine', () => {
    const sent = [sentLine(1, 10), sentLine(2, 3.5)];
    expect(
      cartLineErrors(
        sent,
        sent.map((l) => answer(l)),
      ),
    ).toEqual([]);
  });

  it('flags price_changed when the base or the retail partner price differs', () => {
    const sent = [sentLine(1, 10), sentLine(2, 3.5), sentLine(3, 1)];
    const errors = cartLineErrors(sent, [
      answer(sent[0]!, { B2BPriceForPartnerBaseUnit: 10.5 }),
      answer(sent[1]!, { B2BPriceForPartnerRetailUnit: 7.01 }),
      answer(sent[2]!),
    ]);
    expect(errors).toEqual([
      {
        code: 'price_changed',
        OrderLine: 1,
        ItemNo: 'I1',
        sent: { B2BPriceForPartnerBaseUnit: 10, B2BPriceForPartnerRetailUnit: 20 },
        received: { B2BPriceForPartnerBaseUnit: 10.5, B2BPriceForPartnerRetailUnit: 20 },
      },
      {
        code: 'price_changed',
        OrderLine: 2,
        ItemNo: 'I2',
        sent: { B2BPriceForPartnerBaseUnit: 3.5, B2BPriceForPartnerRetailUnit: 7 },
        received: { B2BPriceForPartnerBaseUnit: 3.5, B2BPriceForPartnerRetailUnit: 7.01 },
      },
    ]);
  });

  it('compares prices in whole cents', () => {
    const a = { B2BPriceForPartnerBaseUnit: 1.004, B2BPriceForPartnerRetailUnit: 2 };
    expect(partnerPricesDiffer(a, { ...a, B2BPriceForPartnerBaseUnit: 1 })).toBe(false);
    expect(partnerPricesDiffer(a, { ...a, B2BPriceForPartnerBaseUnit: 1.01 })).toBe(true);
    expect(partnerPricesDiffer(a, { ...a, B2BPriceForPartnerRetailUnit: 2.0049 })).toBe(false);
  });

  it('flags stock_conflict for a line without a delivery date', () => {
    const sent = [sentLine(1, 10), sentLine(2, 3.5), sentLine(3, 2), sentLine(4, 1)];
    const errors = cartLineErrors(sent, [
      answer(sent[0]!, { DeliveryDate: null }),
      answer(sent[1]!),
      answer(sent[2]!, { DeliveryDate: '' }),
      // line 4 missing from the answer: it cannot be delivered either
    ]);
    expect(errors).toEqual([
      { code: 'stock_conflict', OrderLine: 1, ItemNo: 'I1' },
      { code: 'stock_conflict', OrderLine: 3, ItemNo: 'I3' },
      { code: 'stock_conflict', OrderLine: 4, ItemNo: 'I4' },
    ]);
  });

  it('checks stock only when no line has a price error', () => {
    const sent = [sentLine(1, 10), sentLine(2, 3.5)];
    const errors = cartLineErrors(sent, [
      answer(sent[0]!, { DeliveryDate: null }),
      answer(sent[1]!, { B2BPriceForPartnerBaseUnit: 4 }),
    ]);
    expect(errors.map((e) => [e.code, e.OrderLine])).toEqual([['price_changed', 2]]);
  });

  it('matches answer lines by OrderLine and ItemNo, whatever their order', () => {
    const sent = [sentLine(1, 10), sentLine(2, 3.5)];
    expect(cartLineErrors(sent, [answer(sent[1]!), answer(sent[0]!)])).toEqual([]);
    const wrongItem = { ...answer(sent[0]!), ItemNo: 'OTHER', B2BPriceForPartnerBaseUnit: 99 };
    expect(cartLineErrors(sent, [wrongItem, answer(sent[1]!)])).toEqual([
      { code: 'stock_conflict', OrderLine: 1, ItemNo: 'I1' },
    ]);
  });

  it('never mixes the two codes and never depends on line order (property)', () => {
    const lineArb = fc.record({
      base: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
      retail: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
      drift: fc.constantFrom(0, 0, 0, 0.01, 0.004),
      dated: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 20 }), (specs) => {
        const sent = specs.map((s, i) => sentLine(i + 1, s.base, s.retail));
        const answered = specs.map((s, i) =>
          answer(sent[i]!, {
            B2BPriceForPartnerBaseUnit: s.base + s.drift,
            DeliveryDate: s.dated ? '2025-03-12' : null,
          }),
        );
        const errors = cartLineErrors(sent, answered);
        const codes = new Set(errors.map((e) => e.code));
        expect(codes.size).toBeLessThanOrEqual(1);
        const expectedPrice = specs
          // a drift under half a cent is no change; a whole cent is
          .map((s, i) => (s.drift === 0.01 ? i + 1 : 0))
          .filter((n) => n > 0);
        const expectedStock = specs.map((s, i) => (s.dated ? 0 : i + 1)).filter((n) => n > 0);
        expect(errors.map((e) => e.OrderLine)).toEqual(
          expectedPrice.length > 0 ? expectedPrice : expectedStock,
        );
        const reversed = cartLineErrors([...sent].reverse(), [...answered].reverse());
        expect(reversed.map((e) => e.OrderLine).sort((a, b) => a - b)).toEqual(
          errors.map((e) => e.OrderLine),
        );
      }),
    );
  });

  it('has a text for each code in both languages', () => {
    expect(Object.keys(CART_LINE_ERROR_MESSAGES.en)).toEqual(
      Object.keys(CART_LINE_ERROR_MESSAGES.sl),
    );
    expect(cartLineErrorMessage('price_changed')).toBe('Cena izdelka se je spremenila.');
    expect(cartLineErrorMessage('stock_conflict', 'en')).toMatch(/cannot be delivered/);
  });
});

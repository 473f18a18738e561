// Issue #10 §5: the one client-view rule (line-errors.ts clientViewDiffers / clientViewErrors,
// and the views argument of cartLineErrors) and the seen transport cost rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartLineErrors,
  clientViewDiffers,
  clientViewErrors,
  type RoutingSentLine,
} from './line-errors.ts';
import { seenTransportCost, transportCostDiffers } from './seen-transport-cost.ts';

const line = (n: number, retail: number): RoutingSentLine => ({
  OrderLine: n,
  ItemNo: `I${n}`,
  B2BPriceForPartnerBaseUnit: retail / 2,
  B2BPriceForPartnerRetailUnit: retail,
});

describe('clientViewDiffers (issue #10 §5)', () => {
  it('is out of date only when the view matches none of the current prices, in cents', () => {
    expect(clientViewDiffers(10, [10.5])).toBe(true);
    expect(clientViewDiffers(10, [10.5, 10.004])).toBe(false);
    expect(clientViewDiffers(10.004, [10])).toBe(false);
    expect(clientViewDiffers(10.01, [10])).toBe(true);
  });

  it('has nothing to compare without a view or without a current price', () => {
    expect(clientViewDiffers(null, [1])).toBe(false);
    expect(clientViewDiffers(undefined, [1])).toBe(false);
    expect(clientViewDiffers(1, [])).toBe(false);
  });

  it('never flags a view equal to one of the prices (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 1 }),
        fc.nat(),
        (prices, i) => !clientViewDiffers(prices[i % prices.length], prices),
      ),
    );
  });
});

describe('clientViewErrors', () => {
  it('gives price_changed with the view sent and the current prices received', () => {
    const current = { B2BPriceForPartnerBaseUnit: 2, B2BPriceForPartnerRetailUnit: 4 };
    expect(
      clientViewErrors([
        { OrderLine: 1, ItemNo: 'A', view: 3.5, current },
        { OrderLine: 2, ItemNo: 'B', view: 4, current },
        { OrderLine: 3, ItemNo: 'C', view: null, current },
        { OrderLine: 4, ItemNo: 'D', view: 3.5, current, alsoCurrent: [3.5] },
      ]),
    ).toEqual([
      {
        code: 'price_changed',
        OrderLine: 1,
        ItemNo: 'A',
        sent: { B2BPriceForPartnerBaseUnit: 2, B2BPriceForPartnerRetailUnit: 3.5 },
        received: current,
      },
    ]);
  });
});

describe('cartLineErrors with the buyer views', () => {
  it('flags a line whose view differs from both the sent and the answered price', () => {
    const sent = [line(1, 10), line(2, 20)];
    const answered = sent.map((l) => ({ ...l, DeliveryDate: '2026-01-05' }));
    const errors = cartLineErrors(
      sent,
      answered,
      new Map([
        [1, 9],
        [2, 20],
      ]),
    );
    expect(errors.map((e) => [e.code, e.OrderLine])).toEqual([['price_changed', 1]]);
  });

  it('keeps the price pass first: a stale view hides the stock conflicts until resolved', () => {
    const sent = [line(1, 10), line(2, 20)];
    const answered = [
      { ...sent[0]!, DeliveryDate: '2026-01-05' },
      { ...sent[1]!, DeliveryDate: null },
    ];
    expect(cartLineErrors(sent, answered, new Map([[1, 9]])).map((e) => e.code)).toEqual([
      'price_changed',
    ]);
    expect(cartLineErrors(sent, answered).map((e) => e.code)).toEqual(['stock_conflict']);
  });

  it('reports a line once when both its answer and its view differ', () => {
    const sent = [line(1, 10)];
    const answered = [{ ...sent[0]!, B2BPriceForPartnerRetailUnit: 11, DeliveryDate: 'x' }];
    const errors = cartLineErrors(sent, answered, new Map([[1, 9]]));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ sent: { B2BPriceForPartnerRetailUnit: 10 } });
  });
});

describe('seen transport cost (issue #10 §5)', () => {
  it('takes what the client sent, even null, else what the basket showed', () => {
    expect(seenTransportCost({ sent: 12.5, shown: 47.54 })).toBe(12.5);
    expect(seenTransportCost({ sent: null, shown: 47.54 })).toBeNull();
    expect(seenTransportCost({ sent: undefined, shown: 47.54 })).toBe(47.54);
    expect(seenTransportCost({ sent: undefined, shown: null })).toBeNull();
  });

  it('differs by whole cents; null and 0 both mean no transport cost', () => {
    expect(transportCostDiffers(47.54, 41.2)).toBe(true);
    expect(transportCostDiffers(47.54, 47.544)).toBe(false);
    expect(transportCostDiffers(null, 0)).toBe(false);
    expect(transportCostDiffers(0, null)).toBe(false);
    expect(transportCostDiffers(null, 47.54)).toBe(true);
    expect(transportCostDiffers(47.54, null)).toBe(true);
  });
});

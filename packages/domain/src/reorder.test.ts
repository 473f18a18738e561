import { describe, expect, it } from 'vitest';
import { decideReorderLine, planReorder, type ReorderCandidate } from './reorder.ts';

const line = (over: Partial<ReorderCandidate> = {}): ReorderCandidate => ({
  lineNo: 1,
  sellable: true,
  quantity: 4,
  stockBasket: 10,
  priceNow: 12.5,
  listPriceNow: 14,
  priceThen: 12,
  ...over,
});

describe('decideReorderLine (issue #12 reorder)', () => {
  it('adds a sellable line in stock at its quantity, with the price change per unit', () => {
    expect(decideReorderLine(line())).toEqual({
      kind: 'add',
      lineNo: 1,
      quantity: 4,
      priceChange: 0.5,
    });
    expect(decideReorderLine(line({ priceNow: 11.2 }))).toMatchObject({ priceChange: -0.8 });
  });

  it('treats sub-cent differences as no change and an unknown old price as unknown', () => {
    expect(decideReorderLine(line({ priceNow: 12.004 }))).toMatchObject({ priceChange: 0 });
    expect(decideReorderLine(line({ priceThen: null }))).toMatchObject({ priceChange: null });
  });

  it('skips a withdrawn product before anything else', () => {
    expect(decideReorderLine(line({ sellable: false, stockBasket: 0 }))).toEqual({
      kind: 'skip',
      lineNo: 1,
      reason: 'withdrawn',
    });
  });

  it('skips Basket ≤ 0 as out of stock (offered for the inquiry basket, SPEC §5)', () => {
    expect(decideReorderLine(line({ stockBasket: 0 }))).toMatchObject({ reason: 'out_of_stock' });
    expect(decideReorderLine(line({ stockBasket: -3 }))).toMatchObject({
      reason: 'out_of_stock',
    });
  });

  it('skips lines whose price or stock the ERP could not give (SPEC §4 cart icon rule)', () => {
    expect(decideReorderLine(line({ stockBasket: null }))).toMatchObject({
      reason: 'check_failed',
    });
    expect(decideReorderLine(line({ priceNow: null }))).toMatchObject({ reason: 'check_failed' });
    expect(decideReorderLine(line({ listPriceNow: 0 }))).toMatchObject({
      reason: 'check_failed',
    });
  });

  it('plans in line order', () => {
    const plan = planReorder([line({ lineNo: 3 }), line({ lineNo: 1, sellable: false })]);
    expect(plan.map((d) => [d.lineNo, d.kind])).toEqual([
      [1, 'skip'],
      [3, 'add'],
    ]);
  });
});

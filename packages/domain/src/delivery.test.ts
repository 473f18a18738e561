import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deliveryCodeOf,
  effectiveDeliveryMethod,
  methodTransportCost,
  onDeliveryMethodSaved,
  storeIdForDelivery,
  transportCostApplies,
  truckLift,
  withTransportCost,
  type DeliveryMethod,
} from './delivery.ts';

const method = (value: string, code: number, active = true): DeliveryMethod => ({
  value,
  name: `Način ${value}`,
  price: null,
  code,
  active,
});

const methods = [method('a', 4, false), method('b', 5), method('c', 4), method('d', 3, false)];

describe('delivery method (SPEC §4 Delivery method, §9)', () => {
  it('uses the first active method when none is chosen', () => {
    expect(effectiveDeliveryMethod(methods, null)?.value).toBe('b');
    expect(effectiveDeliveryMethod(methods, undefined)?.value).toBe('b');
  });

  it('uses the chosen method when it exists and is active', () => {
    expect(effectiveDeliveryMethod(methods, 'c')?.value).toBe('c');
  });

  it('falls back to the first active one for an unknown or inactive choice', () => {
    expect(effectiveDeliveryMethod(methods, 'a')?.value).toBe('b');
    expect(effectiveDeliveryMethod(methods, 'zzz')?.value).toBe('b');
    expect(effectiveDeliveryMethod([method('a', 4, false)], null)).toBeNull();
    expect(effectiveDeliveryMethod([], 'a')).toBeNull();
  });

  it('the effective method is always active and one of the list (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ value: fc.constantFrom('a', 'b', 'c', 'd'), active: fc.boolean() })),
        fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'x')),
        (list, chosen) => {
          const result = effectiveDeliveryMethod(list, chosen);
          if (list.some((m) => m.active)) {
            expect(result?.active).toBe(true);
            expect(list).toContain(result);
          } else {
            expect(result).toBeNull();
          }
        },
      ),
    );
  });

  it('defaults the delivery code to 4', () => {
    expect(deliveryCodeOf(null)).toBe(4);
    expect(deliveryCodeOf(method('x', 5))).toBe(5);
    expect(deliveryCodeOf({ code: Number.NaN })).toBe(4);
  });

  it('has transport cost only with code 4', () => {
    expect(transportCostApplies(4)).toBe(true);
    for (const code of [1, 2, 3, 5, 6]) expect(transportCostApplies(code)).toBe(false);
  });

  it('clears car lift and special location when a code other than 4 is saved', () => {
    const info = {
      needCarLift: true,
      specialDeliveryLocation: { name: 'Gradbišče', post: 4000 },
      note: 'Pokličite',
      deliveryLocationID: 'TC12',
    };
    expect(onDeliveryMethodSaved(info, 5)).toEqual({
      needCarLift: false,
      specialDeliveryLocation: null,
      note: 'Pokličite',
      deliveryLocationID: 'TC12',
    });
    expect(onDeliveryMethodSaved(info, 4)).toEqual(info);
  });

  it('uses a store id only for code 5', () => {
    expect(storeIdForDelivery(5, ' TC12 ')).toBe('TC12');
    expect(storeIdForDelivery(5, 12)).toBe('12');
    expect(storeIdForDelivery(5, null)).toBeNull();
    expect(storeIdForDelivery(5, '  ')).toBeNull();
    expect(storeIdForDelivery(4, 'TC12')).toBe('');
    expect(storeIdForDelivery(3, null)).toBe('');
  });

  it('maps the car-lift need to TruckLift 1 yes, 2 no', () => {
    expect(truckLift(true)).toBe(1);
    expect(truckLift(false)).toBe(2);
    expect(truckLift(undefined)).toBe(2);
  });
});

describe('transport cost on the method (SPEC §4: not set for wholesale partners)', () => {
  it('sets the routing cost on code 4 for a non-wholesale partner', () => {
    expect(methodTransportCost({ code: 4, wholesale: false, routingTransportCosts: 48.5 })).toBe(
      48.5,
    );
    expect(methodTransportCost({ code: 4, wholesale: false, routingTransportCosts: 0 })).toBe(0);
  });

  it('sets nothing for a wholesale partner, another code, or without a routing answer', () => {
    expect(
      methodTransportCost({ code: 4, wholesale: true, routingTransportCosts: 48.5 }),
    ).toBeNull();
    expect(
      methodTransportCost({ code: 5, wholesale: false, routingTransportCosts: 48.5 }),
    ).toBeNull();
    expect(
      methodTransportCost({ code: 4, wholesale: false, routingTransportCosts: null }),
    ).toBeNull();
    expect(
      methodTransportCost({ code: 4, wholesale: false, routingTransportCosts: -1 }),
    ).toBeNull();
  });

  it('changes only the price of code-4 methods', () => {
    const list = [method('a', 4), { ...method('b', 5), price: 0 }];
    expect(
      withTransportCost(list, { wholesale: false, routingTransportCosts: 30 }).map((m) => m.price),
    ).toEqual([30, 0]);
    expect(
      withTransportCost(list, { wholesale: true, routingTransportCosts: 30 }).map((m) => m.price),
    ).toEqual([null, 0]);
  });
});

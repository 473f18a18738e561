// The domain's order draft (SPEC §3) must be exactly what the ERP contract accepts: the domain
// package may not import the contract, so this test, on the contract's side, holds the two
// together. A field renamed, added or sized differently on either side fails here.
import { EMPTY_ORDER_INFO } from '@gradnik/domain/checkout-steps';
import {
  buildOrderDraft,
  type OrderDraftInput,
  type OrderDraftLineInput,
} from '@gradnik/domain/order-draft';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { erpRoutingRequestSchema } from './erp.ts';

const line = (itemNo: string, extra: Partial<OrderDraftLineInput> = {}): OrderDraftLineInput => ({
  ItemNo: itemNo,
  EAN: '3830000000019',
  QuantityBase: 2.88,
  QuantityRetail: 2,
  BaseUnitOfMeasure: 'M2',
  RetailUnitOfMeasure: 'PAK',
  pricing: {
    B2BPriceBasicBaseUnit: 12.5,
    B2BPriceBasicRetailUnit: 18,
    B2BDiscountBaseUnit: 20,
    B2BDiscountRetailUnit: 20,
    B2BDiscountAddBaseUnit: 2,
    B2BPriceForPartnerBaseUnit: 9.8,
    B2BPriceForPartnerRetailUnit: 14.11,
    CalculationId: 'CALC-1',
    B2BPriceTypeBaseUnit: 'discountPercentage',
    B2BPriceTypeRetailUnit: 'discountPercentage',
    PriceUpdate: '2025-02-01',
  },
  ...extra,
});

const input = (extra: Partial<OrderDraftInput> = {}): OrderDraftInput => ({
  partner: { PartnerNo: 'P100', PartnerRank: 'A', WholesaleOrRepro: 'Repro' },
  user: { email: 'uprava@demo.si', b2bUserKisId: 'KIS-17' },
  recipient: { partner_address_id: 'P100-001' },
  payer: { partner_address_id: 'P100-005' },
  lines: [line('100001'), line('100002', { EAN: null, note: 'Rezano na mero' })],
  delivery: { code: 4, transportCosts: 48.5, transportCostsTax: 10.67 },
  orderInfo: {
    ...EMPTY_ORDER_INFO,
    referenceNumber: 'GR-2025/17',
    note: 'Dostava po 8. uri',
    needCarLift: true,
    specialDeliveryLocation: {
      name: 'Gradbišče Kranj',
      post: 4000,
      contactPerson: 'Janez Novak',
      contactPhone: '041 123 456',
      description: 'Dostop s tovornjakom',
    },
  },
  now: new Date('2025-03-10T09:30:00.000Z'),
  ...extra,
});

describe('order draft against the ERP contract (SPEC §3, §7 GetRouting)', () => {
  it('a full draft with a special location passes the strict schema unchanged', () => {
    const draft = buildOrderDraft(input({ orderId: 'B-12' }));
    const parsed = erpRoutingRequestSchema.parse(draft);
    // Nothing is defaulted or stripped: the draft already is what goes on the wire.
    expect(parsed).toEqual(draft);
  });

  it('a pick-up draft (code 5) and a first check without ids pass', () => {
    const pickUp = buildOrderDraft(
      input({
        delivery: { code: 5 },
        orderInfo: { ...EMPTY_ORDER_INFO, deliveryLocationID: 'TC12' },
      }),
    );
    expect(erpRoutingRequestSchema.safeParse(pickUp).success).toBe(true);
    const bare = buildOrderDraft(
      input({
        recipient: null,
        payer: null,
        user: { email: 'kupec@demo.si' },
        partner: { PartnerNo: 'P200' },
        delivery: {},
        orderInfo: EMPTY_ORDER_INFO,
      }),
    );
    expect(erpRoutingRequestSchema.safeParse(bare).success).toBe(true);
  });

  it('the contract would catch a broken draft (the test can fail)', () => {
    const draft = buildOrderDraft(input());
    expect(
      erpRoutingRequestSchema.safeParse({ ...draft, Order: { ...draft.Order, PaymentType: 1 } })
        .success,
    ).toBe(false);
    expect(
      erpRoutingRequestSchema.safeParse({ ...draft, Delivery: { ...draft.Delivery, Extra: 1 } })
        .success,
    ).toBe(false);
  });

  it('every draft built from valid cart input passes (property)', () => {
    const lineArb = fc.record({
      itemNo: fc.stringMatching(/^[0-9A-Z]{1,12}$/),
      quantity: fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 1000),
      price: fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000),
      date: fc.option(fc.constantFrom('2025-03-11', '2025-03-12', '2025-03-14'), { nil: null }),
      note: fc.string({ maxLength: 60 }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(3, 4, 5),
        fc.boolean(),
        fc.constantFrom('single_package' as const, 'multiple_packages' as const),
        fc.boolean(),
        (specs, code, wholesale, deliveryType, carLift) => {
          const draft = buildOrderDraft(
            input({
              partner: { PartnerNo: 'P100', WholesaleOrRepro: wholesale ? 'Wholesale' : 'Repro' },
              lines: specs.map((s) =>
                line(s.itemNo, {
                  QuantityBase: s.quantity,
                  QuantityRetail: s.quantity,
                  deliveryDate: s.date,
                  note: s.note,
                  pricing: { ...line('x').pricing, B2BPriceForPartnerBaseUnit: s.price },
                }),
              ),
              delivery: { code, transportCosts: 30 },
              orderInfo: {
                ...input().orderInfo,
                deliveryType,
                needCarLift: carLift,
                deliveryLocationID: 'TC3',
              },
            }),
          );
          const result = erpRoutingRequestSchema.safeParse(draft);
          expect(result.success ? [] : result.error.issues).toEqual([]);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER_INFO } from './checkout-steps.ts';
import {
  OrderDraftError,
  buildOrderDraft,
  type OrderDraftInput,
  type OrderDraftLineInput,
  type OrderLinePricing,
} from './order-draft.ts';

const pricing = (partnerBase: number, factor = 1): OrderLinePricing => ({
  B2BPriceBasicBaseUnit: partnerBase * 1.25,
  B2BPriceBasicRetailUnit: partnerBase * 1.25 * factor,
  B2BDiscountBaseUnit: 20,
  B2BDiscountRetailUnit: 20,
  B2BDiscountAddBaseUnit: 0,
  B2BPriceForPartnerBaseUnit: partnerBase,
  B2BPriceForPartnerRetailUnit: partnerBase * factor,
  CalculationId: `CALC-${partnerBase}`,
  B2BPriceTypeBaseUnit: 'partner',
  B2BPriceTypeRetailUnit: 'partner',
  PriceUpdate: '2025-02-01',
});

const line = (itemNo: string, extra: Partial<OrderDraftLineInput> = {}): OrderDraftLineInput => ({
  ItemNo: itemNo,
  EAN: '3830000000019',
  QuantityBase: 2,
  QuantityRetail: 2,
  pricing: pricing(10),
  ...extra,
});

const input = (extra: Partial<OrderDraftInput> = {}): OrderDraftInput => ({
  partner: { PartnerNo: 'P100', PartnerRank: 'A', WholesaleOrRepro: 'Repro' },
  user: { email: 'uprava@demo.si', b2bUserKisId: 'KIS-17' },
  recipient: { partner_address_id: 'P100-001' },
  payer: { partner_address_id: 'P100-005' },
  lines: [
    line('100001'),
    line('100002', { QuantityBase: 2.88, QuantityRetail: 2, pricing: pricing(3.333, 1.44) }),
  ],
  delivery: { code: 4 },
  orderInfo: { ...EMPTY_ORDER_INFO, referenceNumber: ' GR-17 ', note: 'Dostava po 8. uri' },
  now: new Date('2025-03-10T09:30:00.000Z'),
  ...extra,
});

const location = {
  name: 'Gradbišče Kranj',
  post: 4000,
  contactPerson: 'Ana Marija Kovač',
  contactPhone: '041 123 456',
  description: 'Dostop s tovornjakom',
};

describe('order draft: Order (SPEC §3, §9)', () => {
  it('fills the order header', () => {
    const { Order } = buildOrderDraft(input({ orderId: 'B-12' }));
    expect(Order).toEqual({
      OrderId: 'B-12',
      OrderNo: 'GR-17',
      OrderDate: '2025-03-10T09:30:00.000Z',
      PartnerNo: 'P100',
      PartnerReceiverId: 'P100-001',
      PartnerInvoiceId: 'P100-005',
      PaymentType: 2,
      DeliveryMetod: 4,
      OneDelivery: 1,
      OrderValue: 29.6,
      Incoterms: '',
      PartnerUserEmail: 'uprava@demo.si',
      B2bUserKisId: 'KIS-17',
      PartnerRank: 'A',
      Description: 'Dostava po 8. uri',
    });
  });

  it('defaults the delivery code to 4 and the missing ids to empty', () => {
    const { Order } = buildOrderDraft(
      input({ delivery: {}, recipient: null, payer: null, user: { email: 'a@b.si' } }),
    );
    expect(Order.DeliveryMetod).toBe(4);
    expect(Order.PartnerReceiverId).toBe('');
    expect(Order.PartnerInvoiceId).toBe('');
    expect(Order.B2bUserKisId).toBe('');
    expect(Order.OrderId).toBe('');
  });

  it('sets OneDelivery by the packages rule, wholesale exception included', () => {
    const dated = [
      line('1', { deliveryDate: '2025-03-12' }),
      line('2', { deliveryDate: '2025-03-11' }),
    ];
    const single = { ...EMPTY_ORDER_INFO, deliveryType: 'single_package' as const };
    const multiple = { ...EMPTY_ORDER_INFO, deliveryType: 'multiple_packages' as const };
    const oneDeliveryOf = (extra: Partial<OrderDraftInput>) =>
      buildOrderDraft(input(extra)).Order.OneDelivery;
    expect(oneDeliveryOf({ lines: dated, orderInfo: single })).toBe(1);
    expect(oneDeliveryOf({ lines: dated, orderInfo: multiple })).toBe(0);
    // one date only: multiple_packages still ships one package
    expect(
      oneDeliveryOf({ lines: [line('1', { deliveryDate: '2025-03-12' })], orderInfo: multiple }),
    ).toBe(1);
    // no routing answer yet: one package
    expect(oneDeliveryOf({ orderInfo: multiple })).toBe(1);
    const wholesale = { PartnerNo: 'P200', WholesaleOrRepro: 'Wholesale' };
    expect(oneDeliveryOf({ partner: wholesale, orderInfo: single })).toBe(0);
    expect(oneDeliveryOf({ partner: wholesale, orderInfo: single, delivery: { code: 3 } })).toBe(1);
  });
});

describe('order draft: OrderLines (SPEC §3)', () => {
  it('numbers lines from 1 and computes values in cents', () => {
    const { OrderLines, Order } = buildOrderDraft(input());
    expect(OrderLines.map((l) => l.OrderLine)).toEqual([1, 2]);
    expect(OrderLines[1]).toMatchObject({
      ItemNo: '100002',
      QuantityBase: 2.88,
      QuantityRetail: 2,
      B2BPriceForPartnerBaseUnit: 3.333,
      // 3.333 × 2.88 = 9.59904
      OrderLineValue: 9.6,
      // 3.333 × 1.44 × 2 = 9.59904
      OrderLineValueRetail: 9.6,
      BaseUnitOfMeasure: 'KOS',
      RetailUnitOfMeasure: 'KOS',
      StoreId: '',
      CalculationId: 'CALC-3.333',
      Description: '',
    });
    expect(Order.OrderValue).toBe(20 + 9.6);
  });

  it('keeps units and the line note', () => {
    const { OrderLines } = buildOrderDraft(
      input({
        lines: [
          line('1', { BaseUnitOfMeasure: 'M2', RetailUnitOfMeasure: 'PAK', note: ' rezano ' }),
        ],
      }),
    );
    expect(OrderLines[0]).toMatchObject({
      BaseUnitOfMeasure: 'M2',
      RetailUnitOfMeasure: 'PAK',
      Description: 'rezano',
    });
  });

  it('puts the pick-up store on every line for code 5', () => {
    const { OrderLines, Order } = buildOrderDraft(
      input({
        delivery: { code: 5 },
        orderInfo: { ...EMPTY_ORDER_INFO, deliveryLocationID: 'TC12' },
      }),
    );
    expect(Order.DeliveryMetod).toBe(5);
    expect(OrderLines.map((l) => l.StoreId)).toEqual(['TC12', 'TC12']);
  });

  it('order value is the cent-rounded sum of line values (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1000),
            quantity: fc.integer({ min: 1, max: 100_000 }).map((n) => n / 1000),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (specs) => {
          const draft = buildOrderDraft(
            input({
              lines: specs.map((s, i) =>
                line(String(i), {
                  QuantityBase: s.quantity,
                  QuantityRetail: s.quantity,
                  pricing: pricing(s.price),
                }),
              ),
            }),
          );
          for (const [i, l] of draft.OrderLines.entries()) {
            expect(l.OrderLine).toBe(i + 1);
            expect(
              Math.abs(l.OrderLineValue - specs[i]!.price * specs[i]!.quantity),
            ).toBeLessThanOrEqual(0.005 + 1e-9);
            expect(Number.isInteger(Math.round(l.OrderLineValue * 100))).toBe(true);
          }
          const cents = draft.OrderLines.reduce(
            (sum, l) => sum + Math.round(l.OrderLineValue * 100),
            0,
          );
          expect(Math.round(draft.Order.OrderValue * 100)).toBe(cents);
        },
      ),
    );
  });
});

describe('order draft: Delivery (SPEC §3, §4, §9)', () => {
  it('has the fixed zip sequence and no truck lift by default', () => {
    const { Delivery } = buildOrderDraft(input());
    expect(Delivery).toEqual({
      StreetAdditional: '',
      ZipCodeAdditional: '',
      ZipCodeSeqAdditional: '000',
      FirstNameAdditional: '',
      LastNameAdditional: '',
      TelephoneAdditional: '',
      EmailAdditional: '',
      TransportCosts: 0,
      TransportCostsTax: 0,
      TruckLift: 2,
      Distance: 0,
      DescriptionDelivery: '',
    });
  });

  it('sends the special location and the car lift with code 4', () => {
    const { Delivery } = buildOrderDraft(
      input({
        orderInfo: { ...EMPTY_ORDER_INFO, needCarLift: true, specialDeliveryLocation: location },
      }),
    );
    expect(Delivery).toMatchObject({
      StreetAdditional: 'Gradbišče Kranj',
      ZipCodeAdditional: '4000',
      FirstNameAdditional: 'Ana',
      LastNameAdditional: 'Marija Kovač',
      TelephoneAdditional: '041 123 456',
      DescriptionDelivery: 'Dostop s tovornjakom',
      TruckLift: 1,
    });
  });

  it('sends neither with another code', () => {
    const { Delivery } = buildOrderDraft(
      input({
        delivery: { code: 5, transportCosts: 40 },
        orderInfo: {
          ...EMPTY_ORDER_INFO,
          needCarLift: true,
          specialDeliveryLocation: location,
          deliveryLocationID: 'TC1',
        },
      }),
    );
    expect(Delivery).toMatchObject({
      StreetAdditional: '',
      ZipCodeAdditional: '',
      TruckLift: 2,
      TransportCosts: 0,
    });
  });

  it('carries the routing transport cost for code 4, not for a wholesale partner', () => {
    const delivery = { code: 4, transportCosts: 48.504, transportCostsTax: 10.67 };
    expect(buildOrderDraft(input({ delivery })).Delivery).toMatchObject({
      TransportCosts: 48.5,
      TransportCostsTax: 10.67,
    });
    expect(
      buildOrderDraft(
        input({ delivery, partner: { PartnerNo: 'P2', WholesaleOrRepro: 'Wholesale' } }),
      ).Delivery,
    ).toMatchObject({ TransportCosts: 0, TransportCostsTax: 0 });
  });
});

describe('order draft: refused input', () => {
  const reasonOf = (extra: Partial<OrderDraftInput>) => {
    try {
      buildOrderDraft(input(extra));
    } catch (error) {
      if (error instanceof OrderDraftError) return error.reason;
      throw error;
    }
    return null;
  };

  it('refuses an empty cart', () => {
    expect(reasonOf({ lines: [] })).toBe('no-lines');
  });

  it('refuses a quantity not above 0 and a negative price', () => {
    expect(reasonOf({ lines: [line('1', { QuantityBase: 0 })] })).toBe('invalid-quantity');
    expect(reasonOf({ lines: [line('1', { QuantityRetail: Number.NaN })] })).toBe(
      'invalid-quantity',
    );
    expect(reasonOf({ lines: [line('1', { pricing: pricing(-1) })] })).toBe('invalid-price');
  });

  it('refuses pick-up without a store', () => {
    expect(reasonOf({ delivery: { code: 5 } })).toBe('store-required');
  });

  it('refuses a special location the SPEC §5 form would refuse', () => {
    expect(
      reasonOf({
        orderInfo: { ...EMPTY_ORDER_INFO, specialDeliveryLocation: { ...location, post: 999 } },
      }),
    ).toBe('invalid-special-delivery-location');
  });

  it('refuses texts over their limits', () => {
    expect(reasonOf({ orderInfo: { ...EMPTY_ORDER_INFO, referenceNumber: 'R'.repeat(65) } })).toBe(
      'text-too-long',
    );
    expect(reasonOf({ orderInfo: { ...EMPTY_ORDER_INFO, note: 'n'.repeat(2001) } })).toBe(
      'text-too-long',
    );
    expect(
      reasonOf({ orderInfo: { ...EMPTY_ORDER_INFO, referenceNumber: 'R'.repeat(64) } }),
    ).toBeNull();
  });
});

// Basket documents for tests (the shape of packages/contracts/src/basket.ts), checked by the
// contract's own schema so a fixture can never drift from what the API answers.
import {
  basketDocumentSchema,
  type BasketDocument,
  type BasketId,
} from '@gradnik/contracts/basket';

export interface FixtureLine {
  id: string;
  name: string;
  ean?: string | null;
  quantity: number;
  /** Partner price per retail unit; null = ERP unreachable. */
  net?: number | null;
  unit?: string;
  minimum?: number;
}

export function basketDocument(
  id: BasketId,
  lines: readonly FixtureLine[],
  { inquiriesAllowed = true }: { inquiriesAllowed?: boolean } = {},
): BasketDocument {
  const included = lines.map((line) => {
    const net = line.net === undefined ? 10 : line.net;
    const unit = line.unit ?? 'KOS';
    return {
      id: line.id,
      type: 'basket/product' as const,
      attributes: {
        'order.product.prodid': `p${line.id}`,
        'order.product.prodcode': `C${line.id}`,
        'order.product.name': line.name,
        'order.product.ean':
          line.ean === undefined ? `383000000${line.id.padStart(4, '0')}` : line.ean,
        'order.product.mediaurl': null,
        'order.product.quantity': line.quantity,
        'order.product.quantitybase': line.quantity,
        'order.product.note': null,
        units: {
          BaseUnitOfMeasure: unit,
          RetailUnitOfMeasure: unit,
          FactorUnitRetail: 1,
          MinimumSalesUnitRetail: line.minimum ?? 1,
          MinimumSalesUnit: 1,
          MinimumWholeSalesUnit: 1,
          MinimumWholeSalesUnitRetail: 1,
        },
        vat: 22,
        price:
          net === null
            ? {
                status: 'error' as const,
                mode: 'retail' as const,
                currency: 'EUR' as const,
                vatIncluded: false,
                defaultPrice: null,
              }
            : {
                status: 'ok' as const,
                mode: 'retail' as const,
                currency: 'EUR' as const,
                vatIncluded: false,
                defaultPrice: { type: 'VPC' as const, price: net },
                base: { unit, list: net, net, type: 'basic' as const },
                retail: { unit, list: net, net, type: 'basic' as const },
                calculationId: 'calc',
                priceUpdate: '2026-01-01',
              },
        stock: {
          status: 'ok' as const,
          Basket: id === 'default' ? 100 : 0,
          AvailabilityWEBMsg: 'Na zalogi',
          OrgUnitStock: 'CS',
          StockAvailableEmMp: 100,
          unit,
        },
        lineValue: net === null ? null : Math.round(net * line.quantity * 100) / 100,
        error: null,
      },
    };
  });
  const values = included.map((line) => line.attributes.lineValue);
  const price = values.some((v) => v === null)
    ? null
    : Math.round(values.reduce<number>((sum, v) => sum + (v ?? 0), 0) * 100) / 100;
  const tax = price === null ? null : Math.round(price * 22) / 100;
  return basketDocumentSchema.parse({
    data: {
      id,
      type: 'basket',
      attributes: {
        'order.comment': '',
        'order.customerref': '',
        'order.currencyid': 'EUR',
        'order.price': price,
        'order.taxvalue': tax,
        'order.total':
          price === null || tax === null ? null : Math.round((price + tax) * 100) / 100,
        'order.costs': 0,
        'order.info': {},
        'order.service': { delivery: null, payment: null },
        'order.address': { delivery: null, payment: null },
        count: included.length,
      },
    },
    included,
    meta: { inquiriesAllowed },
  });
}

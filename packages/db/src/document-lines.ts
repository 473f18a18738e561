// An order line as a document (invoice, confirmation, delivery note) carries it: a snapshot of
// what was sold, its list price before the discount and its value (issue #12). One mapping for
// the demo data and for the invoice the shop creates (SPEC §7 POST /jsonapi/order).
import type { DocumentLine } from './schema/account.ts';
import type { orderLines } from './schema/commerce.ts';

type OrderLine = Pick<
  typeof orderLines.$inferInsert,
  | 'lineNo'
  | 'productId'
  | 'itemNo'
  | 'name'
  | 'quantityRetail'
  | 'retailUnitOfMeasure'
  | 'priceBasicRetailUnit'
  | 'discountRetailUnit'
  | 'lineValue'
  | 'vat'
>;

export function documentLineOf(line: OrderLine): DocumentLine {
  return {
    lineNo: line.lineNo,
    productId: line.productId ?? null,
    itemNo: line.itemNo,
    name: line.name,
    quantity: line.quantityRetail,
    unit: line.retailUnitOfMeasure ?? 'KOS',
    unitPrice: line.priceBasicRetailUnit ?? null,
    discountPercent: line.discountRetailUnit ?? null,
    value: line.lineValue ?? 0,
    vat: line.vat ?? 22,
  };
}

/** A transport cost as a line of its own (no product). */
export function transportLine(lineNo: number, cost: number): DocumentLine {
  return {
    lineNo,
    productId: null,
    itemNo: 'PREVOZ',
    name: 'Prevoz',
    quantity: 1,
    unit: 'KOS',
    unitPrice: cost,
    discountPercent: null,
    value: cost,
    vat: 22,
  };
}

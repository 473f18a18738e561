// Pricing of basket lines (SPEC §5 quantities, §7 Basket): the server is the price authority,
// so every line is priced from the ERP's GetPricing2 for the partner; the client's own view
// (custom price, accepted price) only tells whether the buyer saw something else.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErpPricingRecord } from '@gradnik/contracts/erp';
import { QUANTITY_MAX_DEFAULT } from '@gradnik/domain/constants';
import {
  calculateAmounts,
  normalizeProductUnits,
  type ProductUnitsInput,
} from '@gradnik/domain/quantity';
import { erpTestCall } from '../pricing/service.ts';
import type { BasketLineRow, ClientPricing } from './repository.ts';

export type AcceptedPrice = NonNullable<ClientPricing['accepted']>;

/** SPEC §5: retail and base quantity of an entry, raised to whole minimum retail units. */
export function normalizedQuantity(
  units: ProductUnitsInput,
  retail: number,
): { retail: number; base: number } {
  const amounts = calculateAmounts(units, {
    changed: 'retail',
    value: retail,
    max: QUANTITY_MAX_DEFAULT,
  });
  return { retail: amounts.RetailUnitAmount, base: amounts.BaseUnitAmount };
}

/** SPEC §3 Product units of a catalogue row (productUnitColumns), for the quantity rules. */
export function productUnits(row: {
  baseUnitOfMeasure: string;
  retailUnitOfMeasure: string;
  minimumSalesUnitRetail: number | null;
  factorUnitRetail: number | null;
}): ProductUnitsInput {
  return {
    BaseUnitOfMeasure: row.baseUnitOfMeasure,
    RetailUnitOfMeasure: row.retailUnitOfMeasure,
    MinimumSalesUnitRetail: row.minimumSalesUnitRetail,
    FactorUnitRetail: row.factorUnitRetail,
  };
}

export function unitsOf(line: BasketLineRow) {
  return normalizeProductUnits({
    BaseUnitOfMeasure: line.baseUnitOfMeasure,
    RetailUnitOfMeasure: line.retailUnitOfMeasure,
    MinimumSalesUnitRetail: line.minimumSalesUnitRetail,
    MinimumWholeSalesUnitRetail: line.minimumWholeSalesUnitRetail,
    MinimumWholeSalesUnit: line.minimumWholeSalesUnit,
    FactorUnitRetail: line.factorUnitRetail,
    MinimumSalesUnit: line.minimumSalesUnit,
  });
}

/** The accepted price stored in client_pricing (jsonb: checked, never trusted blindly). */
export function acceptedOf(value: ClientPricing | null): AcceptedPrice | null {
  const a: unknown = value?.accepted;
  if (typeof a !== 'object' || a === null) return null;
  const base = 'B2BPriceForPartnerBaseUnit' in a ? a.B2BPriceForPartnerBaseUnit : undefined;
  const retail = 'B2BPriceForPartnerRetailUnit' in a ? a.B2BPriceForPartnerRetailUnit : undefined;
  return typeof base === 'number' && typeof retail === 'number'
    ? { B2BPriceForPartnerBaseUnit: base, B2BPriceForPartnerRetailUnit: retail }
    : null;
}

export interface PricedLine {
  row: BasketLineRow;
  quantity: { retail: number; base: number };
  /** GetPricing2's record now (null: the ERP gave none). */
  record: ErpPricingRecord | null;
  /** The partner price per retail unit the client last saw (null: no client view). */
  clientView: number | null;
  accepted: AcceptedPrice | null;
}

/** The lines with their quantities, ERP records and the client's view. */
export function priced(
  rows: readonly BasketLineRow[],
  records: ReadonlyMap<string, ErpPricingRecord>,
): PricedLine[] {
  return rows.map((row) => ({
    row,
    quantity: { retail: row.quantity, base: normalizedQuantity(unitsOf(row), row.quantity).base },
    record: records.get(row.code) ?? null,
    clientView: row.customPrice ?? null,
    accepted: acceptedOf(row.clientPricing),
  }));
}

/** Raw GetPricing2 records of the lines' products (60 s cache; a failure gives no record). */
export async function pricingRecords(
  fastify: FastifyInstance,
  request: FastifyRequest,
  partnerNo: string,
  rows: readonly BasketLineRow[],
): Promise<Map<string, ErpPricingRecord>> {
  const codes = [...new Set(rows.map((r) => r.code))];
  const records = new Map<string, ErpPricingRecord>();
  if (codes.length === 0) return records;
  const call = erpTestCall(fastify.apiConfig.nodeEnv, request.headers);
  const results = await fastify.erp.getPricing(partnerNo, codes, call).catch(() => new Map());
  for (const [code, result] of results as Map<
    string,
    { status: string; record?: ErpPricingRecord }
  >) {
    if (result.status === 'ok' && result.record) records.set(code, result.record);
  }
  return records;
}

/** The lines priced from the ERP now. */
export async function priceLines(
  fastify: FastifyInstance,
  request: FastifyRequest,
  partnerNo: string,
  rows: readonly BasketLineRow[],
): Promise<PricedLine[]> {
  return priced(rows, await pricingRecords(fastify, request, partnerNo, rows));
}

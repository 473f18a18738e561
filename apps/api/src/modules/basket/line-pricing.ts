// Pricing of basket lines (SPEC §5 quantities, §7 Basket): the server is the price authority,
// so every line is priced from the ERP's GetPricing2 for the partner; the client's own view
// (custom price, accepted price) only tells whether the buyer saw something else.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErpPricingRecord } from '@gradnik/contracts/erp';
import { QUANTITY_MAX_DEFAULT } from '@gradnik/domain/constants';
import { offerNetUnitPrice, offerPriceHolds } from '@gradnik/domain/offer';
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

/**
 * Issue #14: the offer line a cart line was taken from (decision 036). While `holds`
 * (offerPriceHolds: the offer open and valid, at most the offered quantity) the line is priced
 * by the offer; otherwise today's ERP price applies, and the buyer, who saw the offer's price,
 * is told (price_changed).
 */
export interface LineOffer {
  id: number;
  inquiryId: number;
  number: string;
  revision: number;
  holds: boolean;
  /** Offered quantity (retail units). */
  quantity: number;
  /** List price per retail unit and the offer's discount, and the price after it. */
  unitPrice: number;
  discountPercent: number;
  netUnitPrice: number;
}

function round6(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000;
}

/** The ERP record with the offer's prices in it: what the draft sends and the order keeps. */
export function offerPricedRecord(
  record: ErpPricingRecord,
  offer: LineOffer,
  factorUnitRetail: number | null,
): ErpPricingRecord {
  const factor = factorUnitRetail && factorUnitRetail > 0 ? factorUnitRetail : 1;
  return {
    ...record,
    B2BPriceBasicRetailUnit: offer.unitPrice,
    B2BPriceBasicBaseUnit: round6(offer.unitPrice / factor),
    B2BDiscountRetailUnit: offer.discountPercent,
    B2BDiscountBaseUnit: offer.discountPercent,
    B2BDiscountAddBaseUnit: 0,
    B2BPriceForPartnerRetailUnit: offer.netUnitPrice,
    B2BPriceForPartnerBaseUnit: round6(offer.netUnitPrice / factor),
  };
}

/** The offer lines of the cart lines taken from offers, by cart line id (one query). */
export async function lineOffers(
  fastify: FastifyInstance,
  request: FastifyRequest,
  rows: readonly BasketLineRow[],
): Promise<Map<number, LineOffer>> {
  const found = new Map<number, LineOffer>();
  const ids = [...new Set(rows.flatMap((r) => (r.offerId === null ? [] : [r.offerId])))];
  const partnerId = request.auth?.partnerId;
  if (ids.length === 0 || partnerId === null || partnerId === undefined) return found;
  const offers = new Map(
    (await fastify.offerRepository.offersByIds(partnerId, ids)).map((o) => [o.id, o]),
  );
  const now = fastify.now();
  for (const row of rows) {
    const offer = row.offerId === null ? undefined : offers.get(row.offerId);
    const line = offer?.lines.find((l) => l.lineNo === row.offerLineNo);
    if (!offer || !line) continue;
    // The cart line must still be the offered product (the substitute's, when one was offered).
    const offeredProduct = line.substitute ? line.substitute.productId : line.productId;
    found.set(row.id, {
      id: offer.id,
      inquiryId: offer.orderId,
      number: offer.offerNo,
      revision: offer.revision,
      holds:
        offeredProduct === row.productId &&
        offerPriceHolds(offer, line.quantity, row.quantity, now),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      netUnitPrice: offerNetUnitPrice(line.unitPrice, line.discountPercent),
    });
  }
  return found;
}

export interface PricedLine {
  row: BasketLineRow;
  quantity: { retail: number; base: number };
  /**
   * GetPricing2's record now (null: the ERP gave none); for a line whose offer price holds, with
   * the offer's prices in it (offerPricedRecord).
   */
  record: ErpPricingRecord | null;
  /** The offer line it was taken from (issue #14), null for an ordinary line. */
  offer: LineOffer | null;
  /** The partner price per retail unit the client last saw (null: no client view). */
  clientView: number | null;
  accepted: AcceptedPrice | null;
}

/** The lines with their quantities, ERP records and the client's view. */
export function priced(
  rows: readonly BasketLineRow[],
  records: ReadonlyMap<string, ErpPricingRecord>,
  offers: ReadonlyMap<number, LineOffer> = new Map(),
): PricedLine[] {
  return rows.map((row) => {
    const offer = offers.get(row.id) ?? null;
    const record = records.get(row.code) ?? null;
    return {
      row,
      quantity: { retail: row.quantity, base: normalizedQuantity(unitsOf(row), row.quantity).base },
      record:
        record && offer?.holds ? offerPricedRecord(record, offer, row.factorUnitRetail) : record,
      offer,
      clientView: row.customPrice ?? null,
      // A line priced by its offer has no accepted ERP price: the offer's is the price.
      accepted: offer?.holds ? null : acceptedOf(row.clientPricing),
    };
  });
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
  const [records, offers] = await Promise.all([
    pricingRecords(fastify, request, partnerNo, rows),
    lineOffers(fastify, request, rows),
  ]);
  return priced(rows, records, offers);
}

// The basket as the client reads it (SPEC §7 Basket GET): every line priced from the ERP for the
// partner (price and stock resources, line value), the totals and the transport cost of the last
// routing check when it was computed for exactly these lines (stored-routing.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BasketDocument, BasketLine } from '@gradnik/contracts/basket';
import { roundToCents } from '@gradnik/domain/cents';
import { clientViewDiffers } from '@gradnik/domain/line-errors';
import { orderTotals, type TotalsLine } from '@gradnik/domain/order-totals';
import { requestLocale } from '../../request-locale.ts';
import { erpTestCall, type ProductPricingEntry } from '../pricing/service.ts';
import { infoOf, type BasketContext } from './context.ts';
import {
  lineOffers,
  normalizedQuantity,
  offerPricedRecord,
  pricingRecords,
  unitsOf,
} from './line-pricing.ts';
import type { BasketOwner } from './repository.ts';
import { storedRoutingFor } from './stored-routing.ts';

export function createBasketDocument(fastify: FastifyInstance, context: BasketContext) {
  const repo = fastify.basketRepository;

  return async function document(
    request: FastifyRequest,
    owner: BasketOwner,
    extraMeta: { added?: number } = {},
  ): Promise<BasketDocument> {
    const locale = requestLocale(request);
    const [basket, partner] = await Promise.all([
      repo.find(owner),
      context.partnerOf(request, owner.partnerId),
    ]);
    const rows = basket ? await repo.lines(basket.id) : [];
    const partnerPricing = await fastify.productPricing.partnerOf(owner.partnerId);
    const products = rows.map((r) => ({
      id: r.productId,
      code: r.code,
      vat: r.vat,
      baseUnitOfMeasure: r.baseUnitOfMeasure,
      retailUnitOfMeasure: r.retailUnitOfMeasure,
    }));
    const call = erpTestCall(fastify.apiConfig.nodeEnv, request.headers);
    const [resources, records, offers] = await Promise.all([
      partnerPricing
        ? fastify.productPricing.forProducts(partnerPricing, products, { log: request.log, call })
        : Promise.resolve(new Map<string, ProductPricingEntry>()),
      pricingRecords(fastify, request, partner.partnerNo, rows),
      lineOffers(fastify, request, rows),
    ]);
    const valued: TotalsLine[] = [];
    const included: BasketLine[] = rows.map((row) => {
      const units = unitsOf(row);
      const entry = resources.get(String(row.productId));
      const offer = offers.get(row.id) ?? null;
      const erpRecord = records.get(row.code);
      // Issue #14: a line priced by its offer is valued at the offer's price (decision 036).
      const record =
        erpRecord && offer?.holds
          ? offerPricedRecord(erpRecord, offer, row.factorUnitRetail)
          : erpRecord;
      const unpriced: BasketLine['attributes']['price'] = {
        status: 'error',
        mode: partnerPricing?.mode ?? 'retail',
        currency: 'EUR',
        vatIncluded: partnerPricing?.mode === 'mpc',
        defaultPrice: null,
      };
      const priceResource = entry?.price?.attributes ?? unpriced;
      const ok = record && priceResource.status === 'ok';
      const lineValue = ok
        ? roundToCents(record.B2BPriceForPartnerRetailUnit * row.quantity)
        : null;
      valued.push({ value: lineValue, vat: row.vat });
      const current =
        ok && priceResource.status === 'ok'
          ? offer?.holds
            ? [record.B2BPriceForPartnerRetailUnit]
            : [record.B2BPriceForPartnerRetailUnit, priceResource.retail.net]
          : [];
      return {
        id: String(row.id),
        type: 'basket/product',
        attributes: {
          'order.product.prodid': String(row.productId),
          'order.product.prodcode': row.code,
          'order.product.name': locale === 'en' ? row.nameEn : row.nameSl,
          'order.product.ean': row.ean,
          'order.product.mediaurl': row.media.UrlMainPicture ?? null,
          'order.product.quantity': row.quantity,
          'order.product.quantitybase': normalizedQuantity(units, row.quantity).base,
          'order.product.note': row.note,
          units,
          vat: row.vat,
          price: priceResource,
          stock: entry?.stock?.attributes ?? { status: 'error' },
          lineValue,
          // price_changed on a plain GET: the client's view is none of the ERP's prices now.
          error: clientViewDiffers(row.customPrice, current) ? 'price_changed' : null,
          offer: offer
            ? {
                inquiryId: String(offer.inquiryId),
                number: offer.number,
                revision: offer.revision,
                quantity: offer.quantity,
                netUnitPrice: offer.netUnitPrice,
                priceHolds: offer.holds,
              }
            : null,
        },
      };
    });
    const routed = storedRoutingFor(basket, rows);
    const totals = orderTotals(
      valued,
      routed ? { costs: routed.transportCosts, costsTax: routed.transportCostsTax ?? null } : null,
    );
    return {
      data: {
        id: owner.kind,
        type: 'basket',
        attributes: {
          'order.comment': basket?.comment ?? '',
          'order.customerref': basket?.customerRef ?? '',
          'order.currencyid': 'EUR',
          'order.price': totals?.net ?? null,
          'order.taxvalue': totals?.vat ?? null,
          'order.total': totals?.total ?? null,
          'order.costs': roundToCents(routed?.transportCosts ?? 0),
          'order.info': infoOf(basket),
          'order.service': {
            delivery: basket?.deliveryServiceId ? String(basket.deliveryServiceId) : null,
            payment: basket?.paymentServiceId ? String(basket.paymentServiceId) : null,
          },
          'order.address': {
            delivery: basket?.deliveryAddress ?? null,
            payment: basket?.paymentAddress ?? null,
          },
          count: rows.length,
        },
      },
      included,
      meta: { inquiriesAllowed: partner.inquiriesAllowed, ...extraMeta },
    };
  };
}

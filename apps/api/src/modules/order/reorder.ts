// Reorder (issue #12): lines of a past order, invoice, delivery note or offer go into the
// caller's cart again. The cart is not replaced: the basket adds up the same product (its
// addLines). Prices are today's partner prices from the ERP; the old price is only shown beside
// them. Which line may go in is @gradnik/domain/reorder's rule; this module gathers today's facts
// (catalogue, ERP price and stock) and stores the lines.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReorderBody, ReorderResult } from '@gradnik/contracts/reorder';
import { planReorder, type ReorderCandidate } from '@gradnik/domain/reorder';
import { createBasketContext } from '../basket/context.ts';
import { normalizedQuantity, productUnits } from '../basket/line-pricing.ts';
import { erpTestCall, type ProductPricingEntry } from '../pricing/service.ts';
import { orderError } from './messages.ts';

/** One line of the document reordered from, as it was then. */
export interface ReorderSourceLine {
  lineNo: number;
  productId: number | null;
  code: string;
  name: string;
  /** In retail units. */
  quantity: number;
  unit: string;
  /** Partner price per retail unit then, without VAT. */
  priceThen: number | null;
}

export interface ReorderCaller {
  userId: number;
  partnerId: number;
}

export function createReorder(fastify: FastifyInstance) {
  const baskets = fastify.basketRepository;
  const pricing = fastify.productPricing;
  const basketContext = createBasketContext(fastify);

  /** The chosen lines (all when none are named); a line number the document lacks is a 400. */
  function chosenLines(
    request: FastifyRequest,
    source: readonly ReorderSourceLine[],
    body: ReorderBody,
  ): ReorderSourceLine[] {
    if (!body.lines) return [...source];
    const byNo = new Map(source.map((line) => [line.lineNo, line]));
    return body.lines.map(({ lineNo, quantity }) => {
      const line = byNo.get(lineNo);
      if (!line) throw orderError(request, 400, 'reorderLineNotFound');
      return { ...line, quantity };
    });
  }

  return async function reorder(
    request: FastifyRequest,
    caller: ReorderCaller,
    source: readonly ReorderSourceLine[],
    body: ReorderBody,
  ): Promise<ReorderResult> {
    const lines = chosenLines(request, source, body);
    const ids = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
    const products = new Map((await baskets.sellableProducts(ids)).map((p) => [p.id, p]));
    const partner = await pricing.partnerOf(caller.partnerId);
    const sellable = [...products.values()];
    const today = partner
      ? await pricing.forProducts(partner, sellable, {
          log: request.log,
          call: erpTestCall(fastify.apiConfig.nodeEnv, request.headers),
        })
      : new Map<string, ProductPricingEntry>();

    const prepared = lines.map((line) => {
      const product = line.productId === null ? undefined : products.get(line.productId);
      // SPEC §5: a quantity is raised to whole minimum sales units of the product as it is now.
      const quantity = product
        ? normalizedQuantity(productUnits(product), line.quantity).retail
        : line.quantity;
      const entry = product ? today.get(String(product.id)) : undefined;
      const price = entry?.price?.attributes;
      const stock = entry?.stock?.attributes;
      const candidate: ReorderCandidate = {
        lineNo: line.lineNo,
        sellable: product !== undefined,
        quantity,
        stockBasket: stock?.status === 'ok' ? stock.Basket : null,
        priceNow: price?.status === 'ok' ? price.retail.net : null,
        listPriceNow: price?.status === 'ok' ? price.retail.list : null,
        priceThen: line.priceThen,
      };
      return { line, product, candidate, unit: product?.retailUnitOfMeasure ?? line.unit };
    });
    const byNo = new Map(prepared.map((p) => [p.line.lineNo, p]));
    const plan = planReorder(prepared.map((p) => p.candidate));

    const { inquiriesAllowed } = await basketContext.partnerOf(request, caller.partnerId);
    const result: ReorderResult = { added: [], skipped: [], inquiriesAllowed };
    const items: { productId: number; quantity: number }[] = [];
    for (const decision of plan) {
      const { line, product, candidate, unit } = byNo.get(decision.lineNo)!;
      const shown = {
        lineNo: line.lineNo,
        productId: product ? String(product.id) : null,
        code: line.code,
        name: line.name,
        quantity: candidate.quantity,
        unit,
      };
      if (decision.kind === 'skip' || !product || candidate.priceNow === null) {
        result.skipped.push({
          ...shown,
          reason: decision.kind === 'skip' ? decision.reason : 'check_failed',
        });
        continue;
      }
      items.push({ productId: product.id, quantity: decision.quantity });
      result.added.push({
        ...shown,
        priceThen: line.priceThen,
        priceNow: candidate.priceNow,
        priceChange: decision.priceChange,
      });
    }
    if (items.length > 0) {
      await baskets.addLines(
        { ...caller, kind: 'default' },
        items.map((item) => ({ ...item, clientPricing: null, customPrice: null })),
      );
    }
    return result;
  };
}
export type Reorder = ReturnType<typeof createReorder>;

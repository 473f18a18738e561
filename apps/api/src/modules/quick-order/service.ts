// Resolving the pad's lines (issue #15; decision 040): every token to its product in one query,
// every product's partner price and stock in one ERP lookup (the category list's
// productPricing.forCaller: one GetPricing2 and one GetAvailability for all, 60 s cache), lines
// of the same product merged (a code and the same product's EAN too), each quantity raised to
// whole packages (SPEC §5, domain orderQuantity), and the SPEC §8 unknown-EAN text for tokens
// that name no product. Also what the list import and the file call make of a file's rows.
import type { FastifyBaseLogger } from 'fastify';
import type {
  ImportRowError,
  QuickOrderLineInput,
  QuickOrderResolveResponse,
  QuickOrderResolvedLine,
  QuickOrderStatus,
} from '@gradnik/contracts/quick-order';
import type { StockAttributes } from '@gradnik/contracts/pricing';
import { cartMessageText } from '@gradnik/domain/adding';
import type { Locale } from '@gradnik/domain/locale';
import {
  IMPORT_MAX_ROWS,
  lineProblemMessage,
  linesFromRows,
  mergeLines,
  orderQuantity,
  type ParseOutcome,
} from '@gradnik/domain/quick-order';
import type { ErpCallOptions } from '@gradnik/erp/client';
import type { ProductPricingService } from '../pricing/service.ts';
import type { SheetRow } from './file.ts';
import { quickOrderApiMessage } from './messages.ts';
import type { MatchedProduct, QuickOrderRepository } from './repository.ts';

interface NumberedLine {
  line: number;
  token: string;
  quantity: number;
  product: MatchedProduct | undefined;
}

function statusOf(stock: StockAttributes | undefined): QuickOrderStatus {
  if (!stock || stock.status !== 'ok') return 'stock_error';
  return stock.Basket > 0 ? 'ok' : 'out_of_stock';
}

function unitsOf(p: MatchedProduct) {
  return {
    BaseUnitOfMeasure: p.baseUnitOfMeasure,
    RetailUnitOfMeasure: p.retailUnitOfMeasure,
    MinimumSalesUnitRetail: p.minimumSalesUnitRetail,
    MinimumWholeSalesUnitRetail: p.minimumWholeSalesUnitRetail,
    MinimumWholeSalesUnit: p.minimumWholeSalesUnit,
    FactorUnitRetail: p.factorUnitRetail,
    MinimumSalesUnit: p.minimumSalesUnit,
  };
}

export interface ResolveDeps {
  repo: QuickOrderRepository;
  pricing: ProductPricingService;
}

export async function resolveLines(
  deps: ResolveDeps,
  input: {
    partnerId: number;
    lines: readonly QuickOrderLineInput[];
    locale: Locale;
    log?: FastifyBaseLogger;
    call?: ErpCallOptions;
  },
): Promise<QuickOrderResolveResponse> {
  const { locale } = input;
  const byToken = await deps.repo.byTokens(input.lines.map((l) => l.token));
  const numbered: NumberedLine[] = input.lines.map((l, index) => ({
    line: l.line ?? index + 1,
    token: l.token,
    quantity: l.quantity,
    product: byToken.get(l.token),
  }));
  // Unknown tokens merge by their text (upper case: 'abc' and 'ABC' are one unknown line).
  const merged = mergeLines(
    numbered,
    (l) => (l.product ? `p${l.product.id}` : `t${l.token.toUpperCase()}`),
    (l) => l.quantity,
  );
  const products = merged.flatMap((m) => (m.first.product ? [m.first.product] : []));
  const pricing = await deps.pricing.forCaller(
    input.partnerId,
    products.map((p) => ({
      id: p.id,
      code: p.code,
      vat: p.vat,
      baseUnitOfMeasure: p.baseUnitOfMeasure,
      retailUnitOfMeasure: p.retailUnitOfMeasure,
    })),
    { log: input.log, call: input.call },
  );
  const unknownText = cartMessageText('cart.unknownEan', locale);
  const data = merged.map((m): QuickOrderResolvedLine => {
    const lines = m.items.map((i) => i.line);
    const tokens = [...new Set(m.items.map((i) => i.token))];
    const product = m.first.product;
    if (!product) {
      return {
        lines,
        tokens,
        status: 'unknown',
        requested: m.quantity,
        quantity: null,
        rounded: false,
        product: null,
        price: null,
        stock: null,
        message: unknownText,
      };
    }
    const units = unitsOf(product);
    const { quantity, rounded } = orderQuantity(units, m.quantity);
    const entry = pricing.byProduct.get(String(product.id));
    const stock = entry?.stock?.attributes;
    return {
      lines,
      tokens,
      status: statusOf(stock),
      requested: m.quantity,
      quantity,
      rounded,
      product: {
        id: String(product.id),
        code: product.code,
        ean: product.ean,
        name: locale === 'en' ? product.nameEn : product.nameSl,
        units,
      },
      price: entry?.price?.attributes ?? null,
      stock: stock ?? null,
      message: null,
    };
  });
  return {
    data,
    meta: { pricing: pricing.meta, merged: input.lines.length - merged.length },
  };
}

/** A file's rows as the pad's lines (the domain's one parser), with the rows that gave none. */
export function linesOfRows(
  rows: readonly SheetRow[],
  locale: Locale,
  maxLines: number,
): { outcome: ParseOutcome; problems: ImportRowError[] } {
  const problems: ImportRowError[] = [];
  const readable = rows.filter((r) => {
    if (r.problem === null) return true;
    problems.push({
      row: r.row,
      value: r.cells.filter((c) => c !== '').join(' '),
      message: quickOrderApiMessage('formulaWithoutValue', locale),
    });
    return false;
  });
  const outcome = linesFromRows(
    readable.map((r) => r.cells),
    maxLines,
    readable.map((r) => r.row),
  );
  if (outcome.ok) {
    for (const line of outcome.lines) {
      if (line.problem)
        problems.push({
          row: line.lineNo,
          value: line.raw,
          message: lineProblemMessage(line.problem, locale),
        });
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return { outcome, problems };
}

/**
 * The list import's plan: the file's lines matched to products (one query), merged by product
 * (quantities summed, then rounded to whole packages, SPEC §5), and the error report: rows whose
 * quantity or token is not valid, and rows whose code or EAN names no product (SPEC §8 text).
 */
export async function importPlan(
  repo: QuickOrderRepository,
  rows: readonly SheetRow[],
  locale: Locale,
): Promise<{
  items: { productId: number; quantity: number }[];
  errors: ImportRowError[];
  lines: number;
}> {
  const { outcome, problems } = linesOfRows(rows, locale, IMPORT_MAX_ROWS);
  // linesFromRows cannot pass IMPORT_MAX_ROWS lines: the file was refused above that already.
  const lines = outcome.ok ? outcome.lines.filter((l) => l.problem === null) : [];
  const byToken = await repo.byTokens(lines.map((l) => l.token));
  const errors = [...problems];
  const unknownText = cartMessageText('cart.unknownEan', locale);
  const known: { product: MatchedProduct; quantity: number }[] = [];
  for (const line of lines) {
    const product = byToken.get(line.token);
    if (!product) errors.push({ row: line.lineNo, value: line.raw, message: unknownText });
    else known.push({ product, quantity: line.quantity ?? 1 });
  }
  errors.sort((a, b) => a.row - b.row);
  const items = mergeLines(
    known,
    (k) => String(k.product.id),
    (k) => k.quantity,
  ).map((m) => ({
    productId: m.first.product.id,
    quantity: orderQuantity(unitsOf(m.first.product), m.quantity).quantity,
  }));
  return { items, errors, lines: lines.length + errors.length };
}

// Stores (SPEC §2 Stores side panel, §3 Store, §7 GET /api/stores) and a product's stock per
// store from the ERP (SPEC §7 GetStocksTC/GetStocksCS; the lookup's own path is ours). Bearer
// token required (plugins/auth.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoreStock } from '@gradnik/contracts/stores';
import type { ErpStoreStock } from '@gradnik/contracts/erp';
import type { ErpFailureReason } from '@gradnik/erp/client';
import { CENTRAL_WAREHOUSE_ID } from '@gradnik/domain/constants';
import { centralWarehouseName, storeSupplyOf } from '@gradnik/domain/stock';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { listStoresRoute, storeStockRoute } from './schemas.ts';

/** The store list changes when the retailer opens a store, not while someone browses. */
const STORES_CACHE_CONTROL = 'private, max-age=300';
/** SPEC §9: pricing and stock cache 60 s. */
const STOCK_CACHE_CONTROL = 'private, max-age=60';

function storeStock(record: ErpStoreStock): StoreStock {
  return {
    storeId: record.OrgUnitStock,
    quantity: record.StockAvailableEmMp,
    quantityBase: record.Quantity,
    unit: record.RetailUnitOfMeasure,
    onSupply: storeSupplyOf(record.StockAvailableDesc),
    stockText: record.StockAvailableDesc,
  };
}

/**
 * 503 when the ERP is out of reach (network, timeout: try again later), 502 when it answered
 * with something unusable. The text is for the caller; the panel shows its own stock error
 * (SPEC §4 'error_checking_inventory').
 */
function erpFailure(reason: ErpFailureReason): HttpError {
  if (reason === 'timeout' || reason === 'network') {
    return new HttpError(
      503,
      reason === 'timeout'
        ? 'Stock could not be checked: the ERP did not answer in time'
        : 'Stock could not be checked: the ERP cannot be reached',
      'erp_unavailable',
    );
  }
  return new HttpError(
    502,
    'Stock could not be checked: the ERP gave no usable answer',
    'erp_bad_answer',
  );
}

export const storesRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.get('/api/stores', { schema: listStoresRoute }, async (_request, reply) => {
    void reply.header('cache-control', STORES_CACHE_CONTROL);
    return { data: await fastify.storesRepository.list() };
  });

  fastify.get('/api/stores/stock', { schema: storeStockRoute }, async (request, reply) => {
    const locale = requestLocale(request, reply);
    const { productId } = request.query;
    const [itemNo, storeList] = await Promise.all([
      fastify.storesRepository.productCode(productId),
      fastify.storesRepository.list(),
    ]);
    if (itemNo === undefined) throw new HttpError(404, `Product ${productId} not found`);

    const result = await fastify.erp.getStocks(itemNo);
    if (result.status === 'error') throw erpFailure(result.reason);

    const byStore = new Map(result.stocks.map((record) => [record.OrgUnitStock, record]));
    // The central warehouse first, then the stores in the panel's order. Records for store ids
    // the shop does not list are left out: the panel could not name them.
    const ordered = [CENTRAL_WAREHOUSE_ID, ...storeList.map((store) => store.id)]
      .map((id) => byStore.get(id))
      .filter((record) => record !== undefined);

    void reply.header('cache-control', STOCK_CACHE_CONTROL);
    return {
      data: {
        productId: String(productId),
        itemNo,
        centralWarehouse: { id: CENTRAL_WAREHOUSE_ID, name: centralWarehouseName(locale) },
        stocks: ordered.map(storeStock),
      },
    };
  });

  return Promise.resolve();
};

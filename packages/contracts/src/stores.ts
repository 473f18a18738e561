// Stores (trgovski centri) and a product's stock per store: SPEC §2 Stores side panel, §3 Store,
// §7 `GET /api/stores` ("data is a list of stores"). SPEC §7 does not show the path of the
// stock-by-store lookup; ours is `GET /api/stores/stock?productId=`, answered from the ERP's
// GetStocksTC (stores) and GetStocksCS (central warehouse CS).
import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import { STORE_SUPPLIES } from '@gradnik/domain/stock';

/** SPEC §3 Store. Optional texts are null when the store has none (SPEC §2: shown only if present). */
export const storeSchema = z.object({
  /** OrganisationUnit: the ERP's store id. */
  id: z.string(),
  /** OrganisationUnitName. */
  name: z.string(),
  address: z.string().nullable(),
  /** ZipCode: the postal code. */
  zipCode: z.string().nullable(),
  /** ZipCodeName: the town of the postal code. */
  zipCodeName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Opening hours Monday to Friday, as displayed (e.g. '7.00–20.00'). */
  hoursWeekdays: z.string().nullable(),
  hoursSaturday: z.string().nullable(),
  hoursSunday: z.string().nullable(),
  /** Opening hours on public holidays (or e.g. 'zaprto'). */
  holidays: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** GET /api/stores takes no parameters. */
export const storeListQuerySchema = z.object({}).strict();

/** GET /api/stores: SPEC §7 "data is a list of stores", in the retailer's order. */
export const storeListResponseSchema = z.object({ data: z.array(storeSchema) });
export type StoreListResponse = z.infer<typeof storeListResponseSchema>;

/** GET /api/stores/stock?productId=: the shop's product id (as in /jsonapi/product/{id}). */
export const storeStockQuerySchema = z.object({ productId: idParamSchema }).strict();
export type StoreStockQuery = z.infer<typeof storeStockQuerySchema>;

/** SPEC §3 Store productStock.onSupply; SPEC §9 maps the ERP's description onto it. */
export const storeSupplySchema = z.enum(STORE_SUPPLIES);

/** SPEC §3 Store productStock: one store's (or the central warehouse's) stock of the product. */
export const storeStockSchema = z.object({
  /** A store id of GET /api/stores, or 'CS' for the central warehouse. */
  storeId: z.string(),
  /** In the product's retail unit (`unit`): what a buyer orders in (ERP StockAvailableEmMp). */
  quantity: z.number(),
  /** In the product's base unit (ERP Quantity). */
  quantityBase: z.number(),
  /** The retail unit of measure, e.g. KOS, M2, PAK. */
  unit: z.string(),
  onSupply: storeSupplySchema,
  /** The ERP's own description (StockAvailableDesc), e.g. 'Zaloga', 'Zadnji kosi', 'Ni zaloge'. */
  stockText: z.string(),
});
export type StoreStock = z.infer<typeof storeStockSchema>;

export const storeStockResponseSchema = z.object({
  data: z.object({
    productId: z.string(),
    /** The product's code: the ERP item number asked for. */
    itemNo: z.string(),
    /**
     * SPEC §3: the virtual store for central warehouse stock, named in the request's language
     * ('Centralno skladišče'). Not in GET /api/stores: the panel adds it in product mode only.
     */
    centralWarehouse: z.object({ id: z.string(), name: z.string() }),
    /** The central warehouse first, then the stores in the order of GET /api/stores. */
    stocks: z.array(storeStockSchema),
  }),
});
export type StoreStockResponse = z.infer<typeof storeStockResponseSchema>;

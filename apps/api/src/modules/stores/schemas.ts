// GET /api/stores and GET /api/stores/stock: schemas from the contract (validation + OpenAPI).
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  storeListQuerySchema,
  storeListResponseSchema,
  storeStockQuerySchema,
  storeStockResponseSchema,
} from '@gradnik/contracts/stores';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

export const listStoresRoute = {
  tags: ['stores'],
  summary: 'The stores (trgovski centri) for the stores side panel',
  description:
    'SPEC §7 GET /api/stores, §3 Store: id (OrganisationUnit), name, address, zipCode, ' +
    'zipCodeName, phone, email, hoursWeekdays, hoursSaturday, hoursSunday, holidays; texts a ' +
    'store does not have are null. The central warehouse CS is not a store here.',
  querystring: storeListQuerySchema,
  response: { 200: storeListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
};

export const storeStockRoute = {
  tags: ['stores'],
  summary: "A product's stock per store and in the central warehouse",
  description:
    'The stock-by-store lookup of the stores panel in product mode (SPEC §2, §3 Store ' +
    'productStock; its path is not shown in SPEC §7). Asks the ERP (GetStocksTC, GetStocksCS) ' +
    "for the product's code. onSupply per SPEC §9: 'Zadnji kosi' → last-pieces, 'Zaloga' → " +
    'supply, anything else → no-supply. 404 for an unknown product; 503 when the ERP cannot be ' +
    'reached or does not answer in time, 502 when its answer is unusable.',
  headers: acceptLanguageHeaders,
  querystring: storeStockQuerySchema,
  response: {
    200: storeStockResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    502: apiErrorSchema,
    503: apiErrorSchema,
  },
};

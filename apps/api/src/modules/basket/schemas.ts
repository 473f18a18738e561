// Route schemas of the basket calls (SPEC §7 Basket), built from the shared contract
// (packages/contracts basket.ts): the same zod objects validate requests, shape answers and
// feed the OpenAPI document.
import { z } from 'zod';
import {
  basketAddBodySchema,
  basketAddressPatchBodySchema,
  basketDocumentSchema,
  basketLinePatchBodySchema,
  basketLinesDeleteBodySchema,
  basketMoveBodySchema,
  basketPatchBodySchema,
  basketPlaceBodySchema,
  basketQuerySchema,
  basketRoutingBodySchema,
  basketServicePatchBodySchema,
  routingCheckDocumentSchema,
} from '@gradnik/contracts/basket';
import { placedOrderDocumentSchema } from '@gradnik/contracts/order';
import { basketConflictSchema } from '@gradnik/contracts/basket-conflict';
import { apiErrorSchema } from '@gradnik/contracts/errors';

const tags = ['basket'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};
const csrfNote =
  ' Requires the X-CSRF-Token header (the page meta csrf-token; 403 code csrf otherwise).';

export const getBasketRoute = {
  tags,
  summary: 'The cart (id=default) or the inquiry basket (id=inquiry), priced from the ERP',
  querystring: basketQuerySchema,
  response: { 200: basketDocumentSchema, ...errors },
};

export const deleteBasketRoute = {
  tags,
  summary: 'Remove one line (related=product&relatedid=), many lines (body) or the whole basket',
  description: 'A line id of another basket answers 404 and nothing is removed.' + csrfNote,
  querystring: basketQuerySchema,
  body: basketLinesDeleteBodySchema.nullish(),
  response: { 200: basketDocumentSchema, ...errors },
};

export const patchBasketRoute = {
  tags,
  summary: 'Change the basket: comment/reference/order info, a line, the service or an address',
  description:
    'No related: basketPatchBody; related=product&relatedid=: basketLinePatchBody (quantity, note, ' +
    'acceptPrice); related=service: basketServicePatchBody; related=address: basketAddressPatchBody.' +
    csrfNote,
  querystring: basketQuerySchema,
  body: z.union([
    basketPatchBodySchema,
    basketLinePatchBodySchema,
    basketServicePatchBodySchema,
    basketAddressPatchBodySchema,
  ]),
  response: { 200: basketDocumentSchema, ...errors },
};

export const postBasketRoute = {
  tags,
  summary: 'Add products, check routing, move lines, or place the order / inquiry (mode insert)',
  description:
    'related=product: basketAddBody (same product adds up); related=routing: GetRouting check; ' +
    'related=move: move lines from the other basket; no related: basketPlaceBody — idempotent ' +
    '(Idempotency-Key header or idempotencyKey), 201 when placed, 200 with the same body when ' +
    'repeated, 409 (basketConflict) with the line errors when a price changed or a line cannot be ' +
    'delivered, and the new figure when the transport cost differs from the one the buyer saw.' +
    csrfNote,
  querystring: basketQuerySchema,
  body: z.union([
    basketAddBodySchema,
    basketRoutingBodySchema,
    basketMoveBodySchema,
    basketPlaceBodySchema,
  ]),
  response: {
    200: z.union([basketDocumentSchema, routingCheckDocumentSchema, placedOrderDocumentSchema]),
    201: placedOrderDocumentSchema,
    ...errors,
    // Placing: the lines and the transport cost the buyer did not see (issue #10 §5).
    409: z.union([basketConflictSchema, apiErrorSchema]),
    502: apiErrorSchema,
  },
};

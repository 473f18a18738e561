// The contract schemas (packages/contracts) of every answer the browser reads from the shop API
// and every body it sends, by name. Only ./contract.ts loads this module, and only in
// development and tests (`import.meta.env.DEV`): production bundles never reach it, so zod stays
// out of the browser (issue #11, docs/decisions/020-page-weight.md "No zod in the browser").
//
// A screen that reads only part of an answer names that part, cut from the contract's own
// schemas (pick/shape), never a schema of its own.
import { productAttributesSchema, productListDocumentSchema } from '@gradnik/contracts/catalog';
import { partnerSchema } from '@gradnik/contracts/partner';
import { z } from 'zod';

const productShape = productListDocumentSchema.shape.data.element.shape;

/** GET /jsonapi/product as the price and stock cells read it (features/pricing/use-product-erp.ts). */
export const productErpDocument = z.object({
  data: z.array(
    z.object({
      attributes: productAttributesSchema.pick({ code: true }),
      relationships: productShape.relationships,
    }),
  ),
  meta: productListDocumentSchema.shape.meta.pick({ pricing: true }),
});

/** GET /jsonapi/product?filter[id]= as the product popup reads it (ui/product-popup). */
export const productPopupDocument = z.object({
  data: z.array(
    z.object({
      attributes: productAttributesSchema.pick({ shortDescription: true, description: true }),
    }),
  ),
});

/**
 * GET /api/partner as the contact side panel reads it when the page's loader had no partner
 * (features/contact, issue #14): the two guardians only.
 */
export const partnerGuardiansResponse = z.object({
  data: partnerSchema.pick({ caretaker: true, financialGuardian: true }),
});

export { basketConflictSchema as basketConflict } from '@gradnik/contracts/basket-conflict';
export {
  basketAddBodySchema as basketAddBody,
  basketDocumentSchema as basketDocument,
  basketLinePatchBodySchema as basketLinePatchBody,
  basketLinesDeleteBodySchema as basketLinesDeleteBody,
  partnerAddressListSchema as partnerAddressList,
  routingCheckDocumentSchema as routingCheckDocument,
  serviceListDocumentSchema as serviceListDocument,
} from '@gradnik/contracts/basket';
export { placedOrderDocumentSchema as placedOrderDocument } from '@gradnik/contracts/order';
export {
  autocompleteResponseSchema as autocompleteResponse,
  typeaheadResponseSchema as typeaheadResponse,
} from '@gradnik/contracts/search';
export {
  storeListResponseSchema as storeListResponse,
  storeStockResponseSchema as storeStockResponse,
} from '@gradnik/contracts/stores';
export { reorderResponseSchema as reorderResponse } from '@gradnik/contracts/reorder';
export { accountSummaryResponseSchema as accountSummaryResponse } from '@gradnik/contracts/document';
export { settingChangeResponseSchema as settingChangeResponse } from '@gradnik/contracts/settings';
// My profile (issue #13): PATCH /jsonapi/customer answers the customer document.
export { customerDocumentSchema as customerDocument } from '@gradnik/contracts/customer';
// Password reset (issue #13): POST /api/password/forgot and /api/password/reset.
export {
  forgotPasswordResponseSchema as forgotPasswordResponse,
  resetPasswordResponseSchema as resetPasswordResponse,
} from '@gradnik/contracts/password-reset';

/** POST /api/customer/impersonate and /depersonate (ui/impersonation, issue #13). */
export {
  depersonateResponseSchema as depersonateResponse,
  impersonateResponseSchema as impersonateResponse,
} from '@gradnik/contracts/impersonation';
// User management (issue #13 "Users", decision 032): POST /api/customer/{id}/role|deactivate|reactivate.
export { managedUserResponseSchema as managedUserResponse } from '@gradnik/contracts/user-management';
// Invitations of new company users (issue #13 "Users", decision 034).
export {
  acceptInvitationResponseSchema as acceptInvitationResponse,
  invitationInfoResponseSchema as invitationInfoResponse,
  invitationRowResponseSchema as invitationRowResponse,
  invitationWithdrawnResponseSchema as invitationWithdrawnResponse,
} from '@gradnik/contracts/invitation';
// The e-mail change of "My profile" (issue #13, decision 034).
export {
  confirmEmailResponseSchema as confirmEmailResponse,
  emailChangeResponseSchema as emailChangeResponse,
} from '@gradnik/contracts/email-change';
// Address change requests (issue #13, decision 033): POST /api/partner/address/request-* and withdraw.
export { addressRequestResponseSchema as addressRequestResponse } from '@gradnik/contracts/address-request';
// Inquiry offers (issue #14, decision 036): POST /api/inquiries/{id}/accept|decline|messages|renew|withdraw.
export {
  inquiryDetailResponseSchema as inquiryDetailResponse,
  inquiryRenewResponseSchema as inquiryRenewResponse,
  offerAcceptResponseSchema as offerAcceptResponse,
} from '@gradnik/contracts/offer';
// Questions to the caretaker (issue #14, decision 037): the product inquiry modal and the inquiry page.
export {
  productInquiryResponseSchema as productInquiryResponse,
  questionListResponseSchema as questionListResponse,
  questionResponseSchema as questionResponse,
} from '@gradnik/contracts/question';
// Favourites (issue #15, decision 038): the lists, one list, the product → lists map and the
// changes; the favourites panel and page read a list's products from GET /jsonapi/product by code.
export {
  wishlistDeletedResponseSchema as wishlistDeletedResponse,
  wishlistDetailResponseSchema as wishlistDetailResponse,
  wishlistListResponseSchema as wishlistListResponse,
  wishlistProductMapResponseSchema as wishlistProductMapResponse,
  wishlistProductsResponseSchema as wishlistProductsResponse,
  wishlistSummaryResponseSchema as wishlistSummaryResponse,
} from '@gradnik/contracts/wishlist';
// Favourites lists shared with colleagues (decision 039): the share dialog.
export {
  wishlistColleaguesResponseSchema as wishlistColleaguesResponse,
  wishlistShareDeletedResponseSchema as wishlistShareDeletedResponse,
  wishlistShareResponseSchema as wishlistShareResponse,
  wishlistSharesResponseSchema as wishlistSharesResponse,
} from '@gradnik/contracts/wishlist-sharing';
export { productListDocumentSchema as productListDocument } from '@gradnik/contracts/catalog';
// The notification centre (issue #16, decision 042): the list, the bulk calls and the bell's count.
export {
  notificationBulkResponseSchema as notificationBulkResponse,
  notificationListResponseSchema as notificationListResponse,
  unreadCountResponseSchema as unreadCountResponse,
} from '@gradnik/contracts/notification';
// The quick-order pad and the list import (issue #15, decision 040).
export {
  quickOrderParseFileResponseSchema as quickOrderParseFileResponse,
  quickOrderResolveResponseSchema as quickOrderResolveResponse,
  wishlistImportResponseSchema as wishlistImportResponse,
} from '@gradnik/contracts/quick-order';
// Complaints with photos (issue #16, decision 043): the new complaint's search, filing and files.
export {
  complaintDetailResponseSchema as complaintDetailResponse,
  complaintFilesResponseSchema as complaintFilesResponse,
  complaintSourcesResponseSchema as complaintSourcesResponse,
} from '@gradnik/contracts/complaint';

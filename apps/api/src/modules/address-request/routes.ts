// Address change requests (issue #13; SPEC §3 Partner address, §6 roles, §7; decision 033):
//   POST /api/partner/address/request-create   → 201 the new pending request
//   POST /api/partner/address/request-update   → 201
//   POST /api/partner/address/request-delete   → 201
//   GET  /api/partner/address/requests         → the company's requests, newest first
//   POST /api/partner/address/requests/{id}/withdraw → 200
//   POST /api/integration/address-requests/{id}/decision → 200 (the retailer, INTEGRATION_TOKEN)
// Scoped by the token only (authOf): the caller's company is the only one whose addresses and
// requests exist for them (another company's ids are 404, as unknown ones). Asking and
// withdrawing are the customer_admin's (SPEC §6); employees read the history. Every call first
// lets the simulated retailer decide what is due (repository.ts `settle`).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AddressRequestItem } from '@gradnik/contracts/address-request';
import {
  addressKey,
  formatAddressLine,
  isDefaultAddress,
  isDuplicate,
  mayRequestRemoval,
  parseAddressLine,
  REQUESTED_STATUS_DEFAULT,
  type NewRequest,
  type ParsedAddress,
} from '@gradnik/domain/address-request';
import { CUSTOMER_ADMIN } from '@gradnik/domain/roles';
import { HttpError } from '../../http-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { requireIntegrationToken } from '../../plugins/integration-token.ts';
import { requestLocale } from '../../request-locale.ts';
import { requireCsrf } from '../token/csrf.ts';
import { addressRequestError, addressRequestMessage } from './messages.ts';
import type { AddressRequestView, NewRequestInput, PartnerAddressRow } from './repository.ts';
import {
  decideRequestRoute,
  listRequestsRoute,
  requestCreateRoute,
  requestDeleteRoute,
  requestUpdateRoute,
  withdrawRequestRoute,
} from './schemas.ts';

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

export function toAddressRequestItem(row: AddressRequestView): AddressRequestItem {
  return {
    id: row.id,
    kind: row.kind,
    PartnerAddressId: row.partnerAddressId,
    title: row.title,
    address: row.address,
    phone: row.phone,
    status: row.status,
    requestedAddressStatus: row.requestedAddressStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    requestedBy: fullName(row.requesterFirst, row.requesterLast),
    actingAgent: fullName(row.agentFirst, row.agentLast),
  };
}

const PHONE = /^[+\d\s()/-]*$/;

/** The key of an existing address, to compare with a requested one. */
function keyOf(address: PartnerAddressRow): string | null {
  const place = parseAddressLine(
    formatAddressLine({
      street: address.shippingStreet,
      postalCode: address.shippingPostalCode,
      city: address.shippingCity,
    }),
  );
  return place.ok ? addressKey(place.value) : null;
}

export const addressRequestRoutes: FastifyPluginAsyncZod = (fastify) => {
  const repo = fastify.addressRequestRepository;
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  /** The caller's company; every user of it may read (SPEC §6: both roles see the profile). */
  async function readerCompany(request: FastifyRequest): Promise<number> {
    const { partnerId } = authOf(request);
    // SPEC §6: an agent acting for nobody belongs to no partner.
    if (partnerId === null) throw addressRequestError(request, 403, 'noPartner');
    await repo.settle(partnerId);
    return partnerId;
  }

  /**
   * The caller's company when the caller is its customer_admin: by the token (an agent
   * impersonating an admin carries the admin's role) and still by the database (an admin
   * demoted or deactivated a moment ago no longer asks, decision 032).
   */
  async function adminCompany(request: FastifyRequest) {
    const auth = authOf(request);
    if (auth.partnerId === null) throw addressRequestError(request, 403, 'noPartner');
    if (auth.role !== CUSTOMER_ADMIN || !(await repo.isActiveAdmin(auth.partnerId, auth.userId)))
      throw addressRequestError(request, 403, 'adminsOnly');
    await repo.settle(auth.partnerId);
    return {
      partnerId: auth.partnerId,
      userId: auth.userId,
      // SPEC §3 Impersonation: the agent acting as the admin is recorded with the request.
      actingUserId: auth.impersonation?.agentUserId ?? null,
    };
  }

  /** The SPEC §7 `address` line, or a 400 naming the field in the request's language. */
  function placeOf(request: FastifyRequest, address: string): ParsedAddress {
    const parsed = parseAddressLine(address);
    if (parsed.ok) return parsed.value;
    const key = parsed.reason === 'postalCode' ? 'postalCode' : 'addressFormat';
    const text = addressRequestMessage(key, requestLocale(request));
    throw new HttpError(400, text, key, { address: [text] });
  }

  function phoneOf(request: FastifyRequest, phone: string | null | undefined): string | null {
    const value = phone?.trim() ?? '';
    if (!PHONE.test(value)) {
      const text = addressRequestMessage('phone', requestLocale(request));
      throw new HttpError(400, text, 'phone', { phone: [text] });
    }
    return value === '' ? null : value;
  }

  async function target(request: FastifyRequest, partnerId: number, partnerAddressId: string) {
    const addresses = await repo.addresses(partnerId);
    const found = addresses.find((a) => a.partnerAddressId === partnerAddressId);
    // Another company's address is answered exactly like one that does not exist.
    if (!found) throw addressRequestError(request, 404, 'addressNotFound');
    return found;
  }

  async function store(
    request: FastifyRequest,
    reply: FastifyReply,
    input: NewRequestInput,
    duplicateCheck: NewRequest,
  ) {
    const pending = await repo.pending(input.partnerId);
    if (isDuplicate(duplicateCheck, pending)) throw addressRequestError(request, 409, 'duplicate');
    const result = await repo.create(input);
    // A request that raced this one past the check: the database's unique index refused it.
    if (result.outcome === 'duplicate') throw addressRequestError(request, 409, 'duplicate');
    request.log.info({ request: result.row.id, kind: input.kind }, 'address change requested');
    void reply.code(201);
    return { data: toAddressRequestItem(result.row) };
  }

  fastify.post(
    '/api/partner/address/request-create',
    { schema: requestCreateRoute, preHandler: csrf },
    async (request, reply) => {
      const who = await adminCompany(request);
      const body = request.body;
      const place = placeOf(request, body.address);
      const phone = phoneOf(request, body.phone);
      const key = addressKey(place);
      const existing = await repo.addresses(who.partnerId);
      if (existing.some((a) => a.purpose === 'delivery' && keyOf(a) === key))
        throw addressRequestError(request, 409, 'addressExists');
      return store(
        request,
        reply,
        {
          ...who,
          kind: 'create',
          partnerAddressId: null,
          title: body.title,
          address: formatAddressLine(place),
          phone,
          requestedAddressStatus: body.status ?? 0,
          addressKey: key,
        },
        { kind: 'create', addressKey: key },
      );
    },
  );

  fastify.post(
    '/api/partner/address/request-update',
    { schema: requestUpdateRoute, preHandler: csrf },
    async (request, reply) => {
      const who = await adminCompany(request);
      const body = request.body;
      const address = await target(request, who.partnerId, body.PartnerAddressId);
      const place = placeOf(request, body.address);
      const phone = phoneOf(request, body.phone);
      const status = body.status ?? 0;
      const unchanged =
        body.title === (address.partnerAddressName1 ?? '') &&
        keyOf(address) === addressKey(place) &&
        (status !== REQUESTED_STATUS_DEFAULT || isDefaultAddress(address));
      if (unchanged) throw addressRequestError(request, 409, 'nothingToChange');
      return store(
        request,
        reply,
        {
          ...who,
          kind: 'update',
          partnerAddressId: address.partnerAddressId,
          title: body.title,
          address: formatAddressLine(place),
          phone,
          requestedAddressStatus: status,
          addressKey: null,
        },
        { kind: 'update', partnerAddressId: address.partnerAddressId },
      );
    },
  );

  fastify.post(
    '/api/partner/address/request-delete',
    { schema: requestDeleteRoute, preHandler: csrf },
    async (request, reply) => {
      const who = await adminCompany(request);
      const address = await target(request, who.partnerId, request.body.PartnerAddressId);
      if (!mayRequestRemoval(address))
        throw addressRequestError(request, 409, 'defaultNotRemovable');
      return store(
        request,
        reply,
        {
          ...who,
          kind: 'delete',
          partnerAddressId: address.partnerAddressId,
          // The address as it is now: the history still names it once it is gone.
          title: address.partnerAddressName1 ?? address.partnerAddressName2,
          address: formatAddressLine({
            street: address.shippingStreet,
            postalCode: address.shippingPostalCode,
            city: address.shippingCity,
          }),
          phone: null,
          requestedAddressStatus: null,
          addressKey: null,
        },
        { kind: 'delete', partnerAddressId: address.partnerAddressId },
      );
    },
  );

  fastify.get(
    '/api/partner/address/requests',
    { schema: listRequestsRoute },
    async (request, reply) => {
      const partnerId = await readerCompany(request);
      void reply.header('cache-control', 'private, no-store');
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await repo.list(partnerId, (page - 1) * perPage, perPage);
      return {
        data: {
          total,
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          data: rows.map(toAddressRequestItem),
        },
      };
    },
  );

  fastify.post(
    '/api/partner/address/requests/:id/withdraw',
    { schema: withdrawRequestRoute, preHandler: csrf },
    async (request) => {
      const { partnerId } = await adminCompany(request);
      const result = await repo.withdraw(partnerId, request.params.id);
      if (result.outcome === 'not_found')
        throw addressRequestError(request, 404, 'requestNotFound');
      if (result.outcome === 'not_pending') throw addressRequestError(request, 409, 'notPending');
      request.log.info({ request: result.row.id }, 'address change request withdrawn');
      return { data: toAddressRequestItem(result.row) };
    },
  );

  /**
   * The integration's own token, checked before the body is even read (onRequest): without
   * INTEGRATION_TOKEN the route answers exactly like an unknown one, and nobody without the
   * token learns anything from its validation. The guard is shared with the other integration
   * calls (plugins/integration-token.ts, decision 037).
   */
  const integrationOnly = requireIntegrationToken(fastify.apiConfig.integrationToken);

  fastify.post(
    '/api/integration/address-requests/:id/decision',
    // Public to the user-token check: it has a token of its own (as GET /api/metrics/erp).
    { schema: decideRequestRoute, config: { public: true }, onRequest: integrationOnly },
    async (request) => {
      const { decision, note } = request.body;
      const result = await repo.decide(request.params.id, decision, note?.trim() || null);
      if (result.outcome === 'not_found')
        throw addressRequestError(request, 404, 'requestNotFound');
      if (result.outcome === 'not_pending')
        throw addressRequestError(request, 409, 'alreadyDecided');
      request.log.info(
        { request: result.row.id, decision, status: result.row.status },
        'address change request decided by the integration',
      );
      return { data: toAddressRequestItem(result.row) };
    },
  );

  return Promise.resolve();
};

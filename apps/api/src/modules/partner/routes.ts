// The company profile's calls (issue #13; SPEC §7 GET /api/partner, GET /api/partner/status/
// internal, GET /api/partner/{id}/address). Everything is the token's partner's: the path's id
// only has to name it (docs/decisions/028-company-profile.md), any other id is 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Partner, PartnerProfileAddress } from '@gradnik/contracts/partner';
import type { Locale } from '@gradnik/domain/locale';
import {
  caretaker,
  financialGuardian,
  parseContacts,
  type Guardian,
} from '@gradnik/domain/partner';
import { authOf } from '../../plugins/auth.ts';
import { requestLocale } from '../../request-locale.ts';
import { toPartnerAddress, type PartnerAddressRecord } from '../address/mapping.ts';
import type { AddressRequestRecord } from '../address-request/repository.ts';
import { partnerError, statusTranslation } from './messages.ts';
import type { PartnerRecord } from './repository.ts';
import {
  getPartnerAddressesRoute,
  getPartnerInternalStatusRoute,
  getPartnerRoute,
} from './schemas.ts';
import { partnerFields } from './partner-fields.ts';

function guardianOf(guardian: Guardian | null) {
  if (!guardian) return null;
  return {
    Name: guardian.name,
    Surname: guardian.surname,
    MobilePhone: guardian.mobilePhone ?? null,
    Email: guardian.email ?? null,
  };
}

function toPartner(p: PartnerRecord, brand: string): Partner {
  // SPEC §6, §9 through the domain's rules: caretaker type 3 then 4, financial 1 then 2.
  const contacts = parseContacts(p.contacts, brand);
  return {
    ...partnerFields(p),
    // SPEC §3 delivers Contacts as a JSON string; here the parsed array, as stored.
    Contacts: p.contacts.map((contact) => ({ ...contact })),
    caretaker: guardianOf(caretaker(contacts)),
    financialGuardian: guardianOf(financialGuardian(contacts)),
  };
}

function toProfileAddress(
  row: PartnerAddressRecord,
  locale: Locale,
  pending: AddressRequestRecord | undefined,
): PartnerProfileAddress {
  return {
    ...toPartnerAddress(row),
    purpose: row.purpose,
    flags: row.flags,
    InternalPartnerAddressStatus: row.internalPartnerAddressStatus,
    InternalPartnerAddressStatusTranslation: statusTranslation(
      row.internalPartnerAddressStatus,
      locale,
    ),
    // Decision 033: the address's pending change or removal, so the screen can mark it.
    ...(pending
      ? {
          pendingRequest: {
            id: pending.id,
            kind: pending.kind,
            status: 'pending' as const,
            createdAt: pending.createdAt.toISOString(),
          },
        }
      : {}),
  };
}

export const partnerRoutes: FastifyPluginAsyncZod = (fastify) => {
  const repo = fastify.partnerRepository;

  /** SPEC §6: an agent acting for nobody belongs to no partner. */
  function partnerIdOf(request: FastifyRequest): number {
    const { partnerId } = authOf(request);
    if (partnerId === null) throw partnerError(request, 403, 'noPartner');
    return partnerId;
  }

  async function ownPartner(request: FastifyRequest): Promise<PartnerRecord> {
    const partner = await repo.partner(partnerIdOf(request));
    if (!partner) throw partnerError(request, 404, 'partnerNotFound');
    return partner;
  }

  fastify.get('/api/partner', { schema: getPartnerRoute }, async (request) => ({
    data: toPartner(await ownPartner(request), fastify.apiConfig.brandCode),
  }));

  fastify.get(
    '/api/partner/status/internal',
    { schema: getPartnerInternalStatusRoute },
    async (request, reply) => {
      const partner = await ownPartner(request);
      const locale = requestLocale(request, reply);
      return {
        data: {
          state: partner.internalStatusState,
          status: partner.internalStatusStatus,
          stateTranslation: statusTranslation(partner.internalStatusState, locale),
          statusTranslation: statusTranslation(partner.internalStatusStatus, locale),
        },
      };
    },
  );

  fastify.get(
    '/api/partner/:id/address',
    { schema: getPartnerAddressesRoute },
    async (request, reply) => {
      // Another company's id is answered exactly like one that does not exist (STYLE.md
      // practice 5): nothing tells the caller which partner ids are taken.
      if (request.params.id !== partnerIdOf(request))
        throw partnerError(request, 404, 'partnerNotFound');
      const locale = requestLocale(request, reply);
      // Decision 033: what the simulated retailer has decided by now is applied before reading.
      await fastify.addressRequestRepository.settle(request.params.id);
      const [rows, pending] = await Promise.all([
        repo.addresses(request.params.id),
        fastify.addressRequestRepository.pendingByAddress(request.params.id),
      ]);
      return {
        data: rows.map((row) => toProfileAddress(row, locale, pending.get(row.partnerAddressId))),
      };
    },
  );

  return Promise.resolve();
};

// Who a basket call acts for: the token's user and partner (SPEC §6: an agent acting for no
// partner has no basket), the partner's flags the basket rules read, and the order info saved on
// the basket (SPEC §3).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BasketOrderInfo } from '@gradnik/contracts/basket';
import type { BasketKind } from '@gradnik/db/schema/commerce';
import { inquiriesAllowed, isWholesale, parseContacts } from '@gradnik/domain/partner';
import { AUTHENTICATION_REQUIRED, HttpError } from '../../http-error.ts';
import { basketError } from './messages.ts';
import type { BasketOwner, BasketRow } from './repository.ts';

export function infoOf(basket: BasketRow | undefined): BasketOrderInfo {
  return basket?.attributes.info ?? {};
}

export function createBasketContext(fastify: FastifyInstance) {
  const repo = fastify.basketRepository;

  function ownerOf(request: FastifyRequest, kind: BasketKind): BasketOwner {
    const auth = request.auth;
    if (!auth) throw new HttpError(401, AUTHENTICATION_REQUIRED, 'missing_token');
    // SPEC §6: agents belong to no partner; a basket is always a partner's.
    if (auth.partnerId === null) throw basketError(request, 403, 'noPartner');
    return { userId: auth.userId, partnerId: auth.partnerId, kind };
  }

  async function partnerOf(request: FastifyRequest, partnerId: number) {
    const partner = await repo.partner(partnerId);
    if (!partner) throw basketError(request, 403, 'noPartner');
    return {
      ...partner,
      wholesale: isWholesale({ WholesaleOrRepro: partner.wholesaleOrRepro }),
      inquiriesAllowed: inquiriesAllowed(
        parseContacts(partner.contacts, fastify.apiConfig.brandCode),
      ),
    };
  }

  return { ownerOf, partnerOf };
}
export type BasketContext = ReturnType<typeof createBasketContext>;
export type BasketPartner = Awaited<ReturnType<BasketContext['partnerOf']>>;

// The inquiry offer calls (issue #14; our own paths under /api/inquiries, decision 036; SPEC §2
// /povprasevanje-ponudbe). Thin: the service checks the company, the partner's right to send
// inquiries and the state; every state change needs the CSRF header, and during an agent's visit
// goes into the impersonation audit (recorded for every non-read call, impersonation/service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../document/routes.ts';
import { requireCsrf } from '../token/csrf.ts';
import {
  acceptOfferRoute,
  declineOfferRoute,
  inquiryDetailRoute,
  inquiryMessageRoute,
  listInquiriesRoute,
  offerPdfRoute,
  renewInquiryRoute,
  withdrawInquiryRoute,
} from './schemas.ts';

export const offerRoutes: FastifyPluginAsyncZod = (fastify) => {
  const offers = fastify.offerService;
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  fastify.get('/api/inquiries', { schema: listInquiriesRoute }, (request, reply) => {
    void reply.header('vary', 'Accept-Language');
    return offers.list(request, request.query);
  });

  fastify.get('/api/inquiries/:id', { schema: inquiryDetailRoute }, (request, reply) => {
    void reply.header('vary', 'Accept-Language');
    return offers.detail(request, request.params.id);
  });

  fastify.get(
    '/api/inquiries/:id/offers/:revision/pdf',
    { schema: offerPdfRoute },
    async (request, reply) => {
      const file = await offers.pdf(request, request.params.id, request.params.revision);
      return sendFile(reply, { contentType: 'application/pdf', ...file });
    },
  );

  fastify.post(
    '/api/inquiries/:id/accept',
    { schema: acceptOfferRoute, preHandler: csrf },
    (request) => offers.accept(request, request.params.id, request.body),
  );

  fastify.post(
    '/api/inquiries/:id/decline',
    { schema: declineOfferRoute, preHandler: csrf },
    (request) => offers.decline(request, request.params.id, request.body),
  );

  fastify.post(
    '/api/inquiries/:id/messages',
    { schema: inquiryMessageRoute, preHandler: csrf },
    (request) => offers.message(request, request.params.id, request.body),
  );

  fastify.post(
    '/api/inquiries/:id/renew',
    { schema: renewInquiryRoute, preHandler: csrf },
    async (request, reply) => reply.code(201).send(await offers.renew(request, request.params.id)),
  );

  fastify.post(
    '/api/inquiries/:id/withdraw',
    { schema: withdrawInquiryRoute, preHandler: csrf },
    (request) => offers.withdraw(request, request.params.id),
  );

  return Promise.resolve();
};

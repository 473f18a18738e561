// OpenAPI from the same zod schemas that validate requests (STYLE.md: one schema per request
// and response). UI at /api/docs, document at /api/docs/json (fastify/demo onboarding).
// Served only when API_DOCS allows it (default: not in production, decision 017): the map of
// every route is for developers, not for each customer (issue #10 §4). The document itself is
// always built, so `fastify.swagger()` works in every mode.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export const openapiPlugin = fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Gradnik shop API',
          description:
            'Shop API of the Gradnik B2B web shop (SPEC §7). Sign in with POST /api/token, then send ' +
            '`Authorization: Bearer <access_token>` on every other call.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        // Every route needs the bearer token unless its schema says `security: []`.
        security: [{ bearerAuth: [] }],
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    if (!fastify.apiConfig.apiDocs) return;
    // The UI's own routes are public: this plugin is registered before the auth plugin adds
    // its onRoute hook (see app.ts), and they are hidden from the document.
    await fastify.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'gradnik-api-openapi', fastify: '5.x', dependencies: ['gradnik-api-db'] },
);

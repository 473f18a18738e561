// Composition of the shop API (ARCHITECTURE.md layout; fastify/demo layering): external
// plugins, then app plugins (repositories, services), then thin routes. It runs alone
// (buildApi, main.ts) or inside the one-process server (shopApiPlugin).
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import type { ErpClient } from '@gradnik/erp/client';
import type { ApiConfig } from './config.ts';
import { customerRoutes } from './modules/customer/routes.ts';
import { customerRepositoryPlugin } from './modules/customer/repository.ts';
import { customerListRepositoryPlugin } from './modules/customer-list/repository.ts';
import { customerListRoutes } from './modules/customer-list/routes.ts';
import { userManagementRepositoryPlugin } from './modules/user-management/repository.ts';
import { userManagementRoutes } from './modules/user-management/routes.ts';
import { invitationRepositoryPlugin } from './modules/invitation/repository.ts';
import { invitationRoutes } from './modules/invitation/routes.ts';
import { emailChangeRepositoryPlugin } from './modules/email-change/repository.ts';
import { emailChangeRoutes } from './modules/email-change/routes.ts';
import { oneTimeLinksPlugin } from './modules/one-time-link/repository.ts';
import { attributeRoutes } from './modules/attribute/routes.ts';
import { catalogRepositoryPlugin } from './modules/catalog/repository.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { cmsRepositoryPlugin } from './modules/cms/repository.ts';
import { cmsRoutes } from './modules/cms/routes.ts';
import { productRepositoryPlugin } from './modules/product/repository.ts';
import { productPricingPlugin } from './modules/pricing/service.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { productRoutes } from './modules/product/routes.ts';
import { promotionRepositoryPlugin } from './modules/promotion/repository.ts';
import { promotionRoutes } from './modules/promotion/routes.ts';
import { searchRepositoryPlugin } from './modules/search/repository.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { storesRepositoryPlugin } from './modules/stores/repository.ts';
import { storesRoutes } from './modules/stores/routes.ts';
import { refreshTokensRepositoryPlugin } from './modules/token/repository.ts';
import { tokenRoutes } from './modules/token/routes.ts';
import { tokenServicePlugin } from './modules/token/service.ts';
import { signInSessionsPlugin } from './modules/token/sessions.ts';
import { signInThrottlePlugin } from './modules/token/throttle.ts';
import { usersRepositoryPlugin } from './modules/user/repository.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { partnerRepositoryPlugin } from './modules/partner/repository.ts';
import { partnerRoutes } from './modules/partner/routes.ts';
import { addressRequestRepositoryPlugin } from './modules/address-request/repository.ts';
import { addressRequestRoutes } from './modules/address-request/routes.ts';
import { wishlistRepositoryPlugin } from './modules/wishlist/repository.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { wishlistSharingRoutes } from './modules/wishlist/sharing-routes.ts';
import { wishlistFilesRepositoryPlugin } from './modules/wishlist-files/repository.ts';
import { wishlistFilesRoutes } from './modules/wishlist-files/routes.ts';
import { wishlistFilesServicePlugin } from './modules/wishlist-files/service.ts';
import { quickOrderRepositoryPlugin } from './modules/quick-order/repository.ts';
import { quickOrderRoutes } from './modules/quick-order/routes.ts';
import { questionRepositoryPlugin } from './modules/question/repository.ts';
import { questionRoutes } from './modules/question/routes.ts';
import { basketRepositoryPlugin } from './modules/basket/repository.ts';
import { basketRoutes } from './modules/basket/routes.ts';
import { basketServicePlugin } from './modules/basket/service.ts';
import { orderRepositoryPlugin } from './modules/order/repository.ts';
import { documentRepositoryPlugin } from './modules/document/repository.ts';
import { documentRoutes } from './modules/document/routes.ts';
import { documentServicePlugin } from './modules/document/service.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { orderServicePlugin } from './modules/order/service.ts';
import { offerRepositoryPlugin } from './modules/offer/repository.ts';
import { offerRoutes } from './modules/offer/routes.ts';
import { offerServicePlugin } from './modules/offer/service.ts';
import { complaintRepositoryPlugin } from './modules/complaint/repository.ts';
import { complaintRoutes } from './modules/complaint/routes.ts';
import { complaintServicePlugin } from './modules/complaint/service.ts';
import { fileStoragePlugin } from './modules/upload/storage.ts';
import { serviceRoutes } from './modules/service/routes.ts';
import { passwordResetRepositoryPlugin } from './modules/password-reset/repository.ts';
import { passwordResetRoutes } from './modules/password-reset/routes.ts';
import { passwordResetServicePlugin } from './modules/password-reset/service.ts';
import { devOutboxRoutes } from './mail/dev-outbox-routes.ts';
import { mailerPlugin } from './mail/mailer.ts';
import { settingsRepositoryPlugin } from './modules/settings/repository.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { notificationMailerPlugin } from './modules/notification/mail.ts';
import { notificationCountsPlugin } from './modules/notification/counts.ts';
import { notificationRepositoryPlugin } from './modules/notification/repository.ts';
import { notificationRoutes } from './modules/notification/routes.ts';
import { notificationServicePlugin } from './modules/notification/service.ts';
import { impersonationRepositoryPlugin } from './modules/impersonation/repository.ts';
import { impersonationRoutes } from './modules/impersonation/routes.ts';
import { impersonationPlugin } from './modules/impersonation/service.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { erpPlugin, standaloneErp } from './plugins/erp.ts';
import { apiErrorHandler, errorsPlugin, notFoundHandler } from './plugins/errors.ts';
import { inputGuardHook } from './plugins/input-guard.ts';
import { listenerPlugin } from './plugins/listener.ts';
import { unsupportedMethodHook } from './plugins/methods.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { validatorCompiler } from './plugins/validator.ts';
import { privateAnswersPlugin } from './plugins/private-answers.ts';
import { LOG_SERIALIZERS } from './log-serializers.ts';
import {
  responseSerializerCompiler,
  responseSerializerMode,
} from './plugins/response-serializer.ts';

export interface ShopApiOptions {
  db: Database;
  config: ApiConfig;
  /** The clock for tokens and login locks; tests pass a movable one. */
  now?: () => Date;
  /** The ERP client (SPEC §7 integration API); buildApi makes one from the environment. */
  erp?: ErpClient;
}

export interface BuildApiOptions extends ShopApiOptions {
  /** false for silence, true for the config's LOG_LEVEL, or pino options (redaction is always added). */
  logger?: boolean | object;
}

/** The path prefixes the shop API owns (SPEC §7). */
export const API_PREFIXES = ['/api', '/jsonapi', '/twill-api'] as const;

/** Never log a credential: bearer tokens, cookies, passwords, refresh and access tokens. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  'refresh_token',
  '*.refresh_token',
  'access_token',
  '*.access_token',
];

export function apiLoggerOptions(
  config: ApiConfig,
  logger: boolean | object = true,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = {
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: LOG_SERIALIZERS,
  };
  return logger === true
    ? base
    : { ...base, ...logger, redact: base.redact, serializers: base.serializers };
}

const shopApi: FastifyPluginAsync<ShopApiOptions> = async (api, opts) => {
  // Scoped to this plugin: the web app's routes keep their own compilers and handlers.
  // zod's, with each issue's input kept so its message can be given in Slovenian (errors.ts).
  api.setValidatorCompiler(validatorCompiler);
  // Validated in development/test, plain JSON.stringify in production (decision 013).
  api.setSerializerCompiler(
    responseSerializerCompiler(responseSerializerMode(opts.config.nodeEnv)),
  );
  // JSON only (SPEC §7: JSON bodies); anything else is a 415, not a string the schema rejects.
  api.removeContentTypeParser('text/plain');

  await api.register(errorsPlugin);
  // Before any route: NUL bytes, lone surrogates and deep nesting never reach a handler (issue #10 §3).
  api.addHook('preValidation', inputGuardHook);
  await api.register(dbPlugin, opts);
  // One LISTEN connection for the modules' channels (session ends, unread counts).
  await api.register(listenerPlugin);
  // Before the auth plugin, so the docs' own routes stay public.
  await api.register(openapiPlugin);

  await api.register(usersRepositoryPlugin);
  await api.register(refreshTokensRepositoryPlugin);
  await api.register(signInSessionsPlugin);
  await api.register(signInThrottlePlugin);
  // Issue #13: e-mail (SMTP or the outbox) and the embedded sign-in's password reset.
  await api.register(mailerPlugin);
  await api.register(oneTimeLinksPlugin);
  await api.register(passwordResetRepositoryPlugin);
  await api.register(passwordResetServicePlugin);
  await api.register(customerRepositoryPlugin);
  await api.register(customerListRepositoryPlugin);
  await api.register(userManagementRepositoryPlugin);
  // Issue #13: invitations of new company users and the e-mail change (decision 034).
  await api.register(invitationRepositoryPlugin);
  await api.register(emailChangeRepositoryPlugin);
  await api.register(tokenServicePlugin);
  await api.register(searchRepositoryPlugin);
  await api.register(erpPlugin, { erp: opts.erp });
  await api.register(productPricingPlugin);
  await api.register(storesRepositoryPlugin);
  await api.register(catalogRepositoryPlugin);
  await api.register(productRepositoryPlugin);
  await api.register(cmsRepositoryPlugin);
  await api.register(promotionRepositoryPlugin);
  // Issue #5: the basket (cart, inquiries), services, addresses and placed orders.
  await api.register(orderRepositoryPlugin);
  await api.register(offerRepositoryPlugin);
  await api.register(basketRepositoryPlugin);
  await api.register(orderServicePlugin);
  await api.register(documentRepositoryPlugin);
  await api.register(documentServicePlugin);
  await api.register(basketServicePlugin);
  await api.register(offerServicePlugin);
  // Issue #16: uploads' bytes in the database or an S3-compatible bucket (decision 043).
  await api.register(fileStoragePlugin);
  // Issue #16: complaints with photos, moved by the ERP (decision 043).
  await api.register(complaintRepositoryPlugin);
  await api.register(complaintServicePlugin);
  await api.register(settingsRepositoryPlugin);
  await api.register(partnerRepositoryPlugin);
  // Issue #13: address change requests and the simulated retailer (decision 033).
  await api.register(addressRequestRepositoryPlugin);
  // Issue #14: questions to the caretaker and their uploads (decision 037).
  await api.register(questionRepositoryPlugin);
  // Issue #15: favourites lists (decision 038).
  await api.register(wishlistRepositoryPlugin);
  // Issue #16: the notification centre and its e-mails (decision 042).
  await api.register(notificationRepositoryPlugin);
  await api.register(notificationCountsPlugin);
  await api.register(notificationServicePlugin);
  await api.register(notificationMailerPlugin);
  // Issue #15: the favourites list as CSV/XLSX and printed with barcodes (decision 041).
  await api.register(wishlistFilesRepositoryPlugin);
  await api.register(wishlistFilesServicePlugin);
  // Issue #15: the quick-order pad and the list import (decision 040).
  await api.register(quickOrderRepositoryPlugin);

  // From here on every route requires a bearer token unless it says `config: { public: true }`.
  await api.register(impersonationRepositoryPlugin);
  await api.register(impersonationPlugin);
  await api.register(authPlugin);
  // Partner-priced answers never land in a shared cache (issue #10 §4).
  await api.register(privateAnswersPlugin);
  await api.register(tokenRoutes);
  await api.register(passwordResetRoutes);
  // Outside production only (the plugin registers nothing there): the e-mails the outbox kept.
  await api.register(devOutboxRoutes);
  await api.register(customerRoutes);
  await api.register(customerListRoutes);
  await api.register(userManagementRoutes);
  await api.register(invitationRoutes);
  await api.register(emailChangeRoutes);
  await api.register(searchRoutes);
  await api.register(storesRoutes);
  await api.register(catalogRoutes);
  await api.register(attributeRoutes);
  await api.register(productRoutes);
  await api.register(pricingRoutes);
  await api.register(cmsRoutes);
  await api.register(promotionRoutes);
  await api.register(basketRoutes);
  await api.register(serviceRoutes);
  await api.register(addressRoutes);
  await api.register(partnerRoutes);
  await api.register(addressRequestRoutes);
  await api.register(questionRoutes);
  await api.register(wishlistRoutes);
  // Issue #15: favourites lists shared with colleagues (decision 039).
  await api.register(wishlistSharingRoutes);
  await api.register(wishlistFilesRoutes);
  await api.register(quickOrderRoutes);
  await api.register(impersonationRoutes);
  await api.register(orderRoutes);
  await api.register(documentRoutes);
  await api.register(offerRoutes);
  await api.register(complaintRoutes);
  await api.register(settingsRoutes);
  await api.register(notificationRoutes);

  // Unknown paths under our prefixes answer the API's JSON 404 even inside the one-process
  // server, whose not-found handler belongs to the web app. Public, so they say 404, not 401.
  for (const prefix of API_PREFIXES) {
    api.all(`${prefix}/*`, { config: { public: true }, schema: { hide: true } }, notFoundHandler);
  }
};

/**
 * The shop API as a plugin for the composition server. It keeps its own encapsulated scope
 * (error handler, compilers, the auth-by-default hook), so nothing leaks onto the host's
 * other routes; fastify-plugin only gives it a name others can depend on.
 */
export const shopApiPlugin = fp<ShopApiOptions>(
  async (root, opts) => {
    await root.register(shopApi, opts);
  },
  { name: 'gradnik-shop-api', fastify: '5.x' },
);

/** The API on its own Fastify instance (main.ts, tests). */
export async function buildApi(opts: BuildApiOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: apiLoggerOptions(opts.config, opts.logger) });
  // On the root, so it also covers paths no route matches (the one-process server does the same).
  app.addHook('onRequest', unsupportedMethodHook);
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // ERP_URL, or the built-in simulator on this instance (plugins/erp.ts).
  const erp = opts.erp ?? (await standaloneErp(app, opts.db));
  await app.register(shopApiPlugin, { db: opts.db, config: opts.config, now: opts.now, erp });
  return app;
}

import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BACKGROUND_REQUEST_HEADER, MAX_PHOTO_BYTES } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { registerApartmentsRoutes } from './modules/apartments/apartments.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCompaniesRoutes } from './modules/companies/companies.routes';
import { registerCondominiumsRoutes } from './modules/condominiums/condominiums.routes';
import { registerConfigurationRoutes } from './modules/configuration/configuration.routes';
import { registerContactsRoutes } from './modules/contacts/contacts.routes';
import { registerDefaultFoldersRoutes } from './modules/default-folders/default-folders.routes';
import { registerDeleteRequestsRoutes } from './modules/delete-requests/delete-requests.routes';
import { registerDocumentTypesRoutes } from './modules/document-types/document-types.routes';
import { registerDocumentsRoutes } from './modules/documents/documents.routes';
import { registerExportsRoutes } from './modules/exports/exports.routes';
import { registerFieldsRoutes } from './modules/fields/fields.routes';
import { registerFoldersRoutes } from './modules/folders/folders.routes';
import { registerCsvImportsRoutes } from './modules/imports/csv-imports.routes';
import { registerProjectsImportRoutes } from './modules/imports/projects-import.routes';
import { registerMaterialDeadlinesRoutes } from './modules/material-deadlines/material-deadlines.routes';
import { registerMaterialFormsRoutes } from './modules/material-forms/material-forms.routes';
import { registerMaterialQuotesRoutes } from './modules/material-quotes/material-quotes.routes';
import { registerMaterialSelectionsRoutes } from './modules/material-selections/material-selections.routes';
import { registerMobileLinksRoutes } from './modules/mobile-links/mobile-links.routes';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes';
import { registerPermissionsRoutes } from './modules/permissions/permissions.routes';
import { registerProductReportsRoutes } from './modules/product-reports/product-reports.routes';
import { registerProductsRoutes } from './modules/products/products.routes';
import { registerProgressReportsRoutes } from './modules/progress-reports/progress-reports.routes';
import { registerProjectStatusesRoutes } from './modules/project-statuses/project-statuses.routes';
import { registerProjectSubtypesRoutes } from './modules/project-subtypes/project-subtypes.routes';
import { registerProjectsRoutes } from './modules/projects/projects.routes';
import { registerResidentsRoutes } from './modules/residents/residents.routes';
import { registerSchedulesRoutes } from './modules/schedules/schedules.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { registerSummaryViewsRoutes } from './modules/summary-views/summary-views.routes';
import { registerUserCategoriesRoutes } from './modules/user-categories/user-categories.routes';
import { registerCompanyUsersRoutes } from './modules/users/company-users.routes';
import { registerUserRequestsRoutes } from './modules/users/user-requests.routes';
import { registerUsersRoutes } from './modules/users/users.routes';
import { resolveSession } from './platform/auth/sessions';
import { registerCompression } from './platform/http/compression';
import { EndpointRegistry } from './platform/http/endpoint-route';
import { registerErrorHandling } from './platform/http/error-handler';
import { overrideMethod } from './platform/http/method-override';
import { registerMultipartGuard } from './platform/http/multipart-guard';
import { openApiOptions } from './platform/http/openapi';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { serveWebApp } from './platform/http/web-app';
import { registerRealtime } from './platform/realtime/realtime.plugin';
import { allowedRealtimeOrigins } from './platform/realtime/realtime-origins';

export type App = FastifyInstance;

/**
 * A request must arrive whole within REQUEST_TIMEOUT_SECONDS (else 408) and a connection that
 * moves no byte for IDLE_TIMEOUT_SECONDS is closed, so a client that stops sending half-way holds
 * no socket for long. Node checks the first only every `connectionsCheckingInterval` (30 s by
 * default) and refuses a headers timeout above it, so both follow the configured value.
 */
function serverTimeouts(config: AppContext['config']) {
  const requestTimeout = Math.round(config.REQUEST_TIMEOUT_SECONDS * 1000);
  return {
    requestTimeout,
    connectionTimeout: Math.round(config.IDLE_TIMEOUT_SECONDS * 1000),
    http: {
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(requestTimeout / 4))),
    },
  };
}

/** Builds the HTTP app around a ready context; used by main and by the tests. */
export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: ctx.config.LOG_LEVEL },
    rewriteUrl: overrideMethod,
    // Only named proxies may set the client address that login throttling counts (TRUST_PROXY).
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // The spec's client writes some calls with a trailing slash (`apartment/{id}/condominium/`):
    // every path answers with or without one, as the same declared endpoint.
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeouts(ctx.config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('ctx', ctx);
  app.decorate('endpointRegistry', new EndpointRegistry());
  // Every registered route, for the call-catalogue coverage report.
  const routeList: { method: string | string[]; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    routeList.push({ method: route.method, url: route.url });
  });
  app.decorateRequest('user', null);
  registerErrorHandling(app);
  registerMultipartGuard(app);

  registerSecurityHeaders(app, ctx.config);
  await registerCompression(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 100 } });
  await app.register(swagger, openApiOptions(ctx.config));
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Resolve the bearer token once per API request; routes decide whether a user is required.
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ') || !request.url.startsWith('/api/')) return;
    const token = header.slice(7).trim();
    const cached = ctx.sessions.get(token);
    if (cached) {
      request.user = cached;
      return;
    }
    // A refresh the client repeats on a timer is not activity: it never extends the session.
    const extend = request.headers[BACKGROUND_REQUEST_HEADER] !== '1';
    request.user = await resolveSession(ctx.db, token, ctx.config.SESSION_LIFETIME_MINUTES, { extend });
    if (request.user) ctx.sessions.set(token, request.user);
  });

  await app.register(
    async (api) => {
      registerConfigurationRoutes(api);
      registerAuthRoutes(api);
      registerFieldsRoutes(api);
      registerDocumentTypesRoutes(api);
      registerCompaniesRoutes(api);
      registerCompanyUsersRoutes(api);
      registerUsersRoutes(api);
      registerUserRequestsRoutes(api);
      registerUserCategoriesRoutes(api);
      registerPermissionsRoutes(api);
      registerCsvImportsRoutes(api);
      registerProjectsRoutes(api);
      registerProjectStatusesRoutes(api);
      registerProjectSubtypesRoutes(api);
      registerDefaultFoldersRoutes(api);
      registerFoldersRoutes(api);
      registerDocumentsRoutes(api);
      registerProjectsImportRoutes(api);
      registerDeleteRequestsRoutes(api);
      registerExportsRoutes(api);
      registerContactsRoutes(api);
      registerSchedulesRoutes(api);
      registerProgressReportsRoutes(api);
      registerNotificationsRoutes(api);
      registerMobileLinksRoutes(api);
      registerSearchRoutes(api);
      registerSummaryViewsRoutes(api);
      registerProductsRoutes(api);
      registerCondominiumsRoutes(api);
      registerApartmentsRoutes(api);
      registerResidentsRoutes(api);
      registerMaterialFormsRoutes(api);
      registerMaterialDeadlinesRoutes(api);
      registerProductReportsRoutes(api);
      registerMaterialSelectionsRoutes(api);
      registerMaterialQuotesRoutes(api);
    },
    { prefix: '/api/v1' },
  );
  // In a scope of its own, so the WebSocket plugin's request hooks stay off the API's hot paths.
  await app.register(async (scope) =>
    registerRealtime(scope, {
      appKey: ctx.config.PUSHER_APP_KEY,
      appSecret: ctx.realtimeSecret,
      hub: ctx.hub,
      allowedOrigins: allowedRealtimeOrigins(ctx.config),
    }),
  );
  await serveWebApp(app, { firstScreen: !ctx.config.LOGO_URL && !ctx.config.LOGIN_BACKGROUND_URL });
  return app;
}

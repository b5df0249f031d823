import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_PHOTO_BYTES } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { authRoutes } from './modules/auth/auth.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { configurationRoutes } from './modules/configuration/configuration.routes';
import { defaultFoldersRoutes } from './modules/default-folders/default-folders.routes';
import { fieldsRoutes } from './modules/fields/fields.routes';
import { registerFoldersRoutes } from './modules/folders/folders.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { projectsImportRoutes } from './modules/imports/projects-import.routes';
import { contentPermissionsRoutes } from './modules/permissions/content-permissions.routes';
import { permissionsRoutes } from './modules/permissions/permissions.routes';
import { projectStatusesRoutes } from './modules/project-statuses/project-statuses.routes';
import { projectSubtypesRoutes } from './modules/project-subtypes/project-subtypes.routes';
import { projectCompaniesRoutes } from './modules/projects/project-companies.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { userCategoriesRoutes } from './modules/user-categories/user-categories.routes';
import { companyUsersRoutes } from './modules/users/company-users.routes';
import { userRequestsRoutes } from './modules/users/user-requests.routes';
import { usersRoutes } from './modules/users/users.routes';
import { resolveSession } from './platform/auth/sessions';
import { registerCompression } from './platform/http/compression';
import { EndpointRegistry } from './platform/http/endpoint-route';
import { registerErrorHandling } from './platform/http/error-handler';
import { overrideMethod } from './platform/http/method-override';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { serveWebApp } from './platform/http/web-app';
import { registerRealtime } from './platform/realtime/realtime.plugin';

export type App = FastifyInstance;

/** Builds the HTTP app around a ready context; used by main and by the tests. */
export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: ctx.config.LOG_LEVEL },
    rewriteUrl: overrideMethod,
    // Only named proxies may set the client address that login throttling counts (TRUST_PROXY).
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
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

  registerSecurityHeaders(app, ctx.config);
  await registerCompression(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 100 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal API',
        version: '1',
        description:
          'JSON API of the portal. Success bodies are `{ data }`; errors `{ errors: { code, message, fields }, errorCode }` with catalogue codes. Bearer tokens are `{id}|{secret}`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
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
    request.user = await resolveSession(ctx.db, token, ctx.config.SESSION_LIFETIME_MINUTES);
    if (request.user) ctx.sessions.set(token, request.user);
  });

  await app.register(
    async (api) => {
      await api.register(configurationRoutes);
      await api.register(authRoutes);
      await api.register(fieldsRoutes);
      await api.register(companiesRoutes);
      await api.register(companyUsersRoutes);
      await api.register(usersRoutes);
      await api.register(userRequestsRoutes);
      await api.register(userCategoriesRoutes);
      await api.register(permissionsRoutes);
      await api.register(contentPermissionsRoutes);
      await api.register(importsRoutes);
      await api.register(projectsRoutes);
      await api.register(projectCompaniesRoutes);
      await api.register(projectStatusesRoutes);
      await api.register(projectSubtypesRoutes);
      await api.register(defaultFoldersRoutes);
      registerFoldersRoutes(api);
      await api.register(projectsImportRoutes);
    },
    { prefix: '/api/v1' },
  );
  // In a scope of its own, so the WebSocket plugin's request hooks stay off the API's hot paths.
  await app.register(async (scope) =>
    registerRealtime(scope, {
      appKey: ctx.config.PUSHER_APP_KEY,
      appSecret: ctx.config.PUSHER_APP_SECRET,
      hub: ctx.hub,
    }),
  );
  await serveWebApp(app);
  return app;
}

import { COMPANY_TYPES, ErrorCode, USER_TYPES } from '@portal/contracts';
import { configurationEndpoints as endpoints } from '@portal/contracts/endpoints/configuration';
import type { FastifyInstance } from 'fastify';
import { requireGlobalsUser } from '../../platform/auth/globals-guard';
import { isDatabaseReady } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import * as service from './configuration.service';

const named = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name }));

export function registerConfigurationRoutes(app: FastifyInstance): void {
  const { config } = app.ctx;

  registerEndpoint(app, endpoints.health, async () => {
    if (!(await isDatabaseReady(app.ctx.db))) throw new AppError(503, ErrorCode.notReady, 'Database not ready.');
    return { data: { status: 'ok' as const } };
  });

  registerEndpoint(app, endpoints.configuration, () => ({ data: service.publicConfiguration(config) }));

  registerEndpoint(app, endpoints.instanceConfiguration, () => ({ data: service.instanceConfiguration(config) }));

  registerEndpoint(app, endpoints.userTypes, ({ user }) => {
    requireGlobalsUser(user);
    return { data: named(USER_TYPES) };
  });

  registerEndpoint(app, endpoints.companyTypes, ({ user }) => {
    requireGlobalsUser(user);
    return { data: named(COMPANY_TYPES) };
  });
}

import {
  COMPANY_TYPES,
  dataEnvelope,
  ErrorCode,
  instanceConfiguration,
  publicConfiguration,
  USER_TYPES,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReady } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import * as service from './configuration.service';
import { requireGlobalsUser } from './globals-guard';

const namedList = dataEnvelope(z.array(z.object({ id: z.number().int(), name: z.string() })));

export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;

  app.get(
    '/health',
    {
      schema: {
        description: 'Operations: 200 when the database answers, 503 otherwise.',
        response: { 200: dataEnvelope(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => {
      if (!(await isDatabaseReady(app.ctx.db))) throw new AppError(503, ErrorCode.notReady, 'Database not ready.');
      return { data: { status: 'ok' as const } };
    },
  );

  app.get(
    '/configuration',
    {
      schema: {
        description: 'Feature flags and settings (spec part 1 section 1); open without a login.',
        response: { 200: dataEnvelope(publicConfiguration) },
      },
    },
    async () => ({ data: service.publicConfiguration(config) }),
  );

  app.get(
    '/instance-configuration',
    {
      schema: {
        description: 'Facts about this installation; open without a login.',
        response: { 200: dataEnvelope(instanceConfiguration) },
      },
    },
    async () => ({ data: service.instanceConfiguration(config) }),
  );

  app.get(
    '/userTypes',
    {
      schema: {
        description: 'Global list of user types; 401 `no-user` without a login.',
        response: { 200: namedList },
      },
    },
    async (request) => {
      requireGlobalsUser(request);
      return { data: USER_TYPES.map((name, i) => ({ id: i + 1, name })) };
    },
  );

  app.get(
    '/companyTypes',
    {
      schema: {
        description: 'Global list of company types; 401 `no-user` without a login.',
        response: { 200: namedList },
      },
    },
    async (request) => {
      requireGlobalsUser(request);
      return { data: COMPANY_TYPES.map((name, i) => ({ id: i + 1, name })) };
    },
  );
};

import { dataEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGlobalsUser } from '../configuration/globals-guard';
import * as repo from './fields.repo';

const keyword = z.object({
  id: z.number().int(),
  field_id: z.number().int(),
  text: z.string(),
  deactivated: z.boolean(),
});
const field = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.enum(['text', 'date', 'keywords']),
  is_automatic: z.boolean(),
  is_default: z.boolean(),
  order: z.number().int(),
  show_in_documents_table: z.boolean(),
  keywords: z.array(keyword),
});

const presentKeyword = (k: { id: number; fieldId: number; text: string; deactivated: boolean }) => ({
  id: k.id,
  field_id: k.fieldId,
  text: k.text,
  deactivated: k.deactivated,
});

/** The globals `fields` and `allKeywords`; the documents area adds their administration. */
export const fieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fields',
    {
      schema: {
        description: 'Field definitions with keywords; 401 `no-user` without a login.',
        response: { 200: dataEnvelope(z.array(field)) },
      },
    },
    async (request) => {
      requireGlobalsUser(request);
      const rows = await repo.findFieldsWithKeywords(app.ctx.db);
      return {
        data: rows.map((f) => ({
          id: f.id,
          key: f.key,
          type: f.type,
          is_automatic: f.isAutomatic,
          is_default: f.isDefault,
          order: f.order,
          show_in_documents_table: f.showInDocumentsTable,
          keywords: f.keywords.map(presentKeyword),
        })),
      };
    },
  );

  app.get(
    '/allKeywords',
    {
      schema: {
        description: 'Every keyword; 401 `no-user` without a login.',
        response: { 200: dataEnvelope(z.array(keyword)) },
      },
    },
    async (request) => {
      requireGlobalsUser(request);
      return { data: (await repo.findAllKeywords(app.ctx.db)).map(presentKeyword) };
    },
  );
};

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { invalid } from './app-error';
import { validationFields } from './error-handler';

/**
 * Body and query validation failures of the routes registered on `app` (a scope of its own)
 * answer 422 with `code` instead of the generic -1, because the spec's client reads a specific
 * code for some forms: 9 for the project form, 35 for the status and subtype forms. A bad path
 * parameter stays 404 (it names nothing), and every other error goes on to the app's handler
 * (Fastify passes an error thrown by a plugin's handler on to its parent's).
 */
export function answerValidationWith(app: FastifyInstance, code: number, message: string): void {
  app.setErrorHandler((error: FastifyError) => {
    if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext === 'params') throw error;
    throw invalid(validationFields(error), code, message);
  });
}

/**
 * As `answerValidationWith`, with the code chosen from the failed fields (the schedule form reads
 * 34, 35, 37 or 38 depending on what is wrong).
 */
export function answerValidationBy(
  app: FastifyInstance,
  choose: (fields: Record<string, string[]>) => { code: number; message: string },
): void {
  app.setErrorHandler((error: FastifyError) => {
    if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext === 'params') throw error;
    const fields = validationFields(error);
    const { code, message } = choose(fields);
    throw invalid(fields, code, message);
  });
}

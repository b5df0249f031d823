import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { invalid } from './app-error';

/**
 * Body and query validation failures of the routes registered on `app` answer 422 with `code`
 * instead of the generic -1, because the spec's client reads a specific code for these forms: 9
 * for the project form, 35 for the status form. Field messages are keyed by the field's path, as
 * the app's own handler does. Everything else, path parameters included (404), is re-thrown to the
 * app's error handler (Fastify passes an error thrown by a plugin's handler on to its parent's).
 */
export function answerValidationWith(app: FastifyInstance, code: number, message: string): void {
  app.setErrorHandler((error: FastifyError) => {
    if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext === 'params') throw error;
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] = [...(fields[key] ?? []), issue.message ?? 'invalid'];
    }
    throw invalid(fields, code, message);
  });
}

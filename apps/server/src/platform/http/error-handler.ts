import { ErrorCode } from '@portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

function body(code: number | string, message: string, fields?: Record<string, string[]>) {
  return { errors: { code, message, ...(fields ? { fields } : {}) }, errorCode: code };
}

/** Field messages keyed by the field's path (`password`, `rows.0.price`). */
export function validationFields(error: FastifyError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] = [...(fields[key] ?? []), issue.message ?? 'invalid'];
  }
  return fields;
}

/**
 * Busboy's own errors (plain Errors, no code) for a body that is not well-formed multipart; the
 * needle is a boundary too long for its search, which multipart-guard.ts refuses before it gets here.
 */
const BROKEN_MULTIPART =
  /^(Unexpected end of (form|file)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|Part terminated early|Unexpected end of multipart data|The needle cannot have a length)/;

/**
 * A broken multipart body (no boundary, truncated, not multipart at all): the client's fault, so
 * 422 (DECISIONS.md "Input"), never the 500 or 406 the parser would give.
 */
function isBrokenMultipart(error: FastifyError): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (/^FST_(INVALID_MULTIPART_CONTENT_TYPE|MP_|MULTIPART_|PROTO_VIOLATION|INVALID_JSON_FIELD_ERROR)/.test(code)) {
    return true;
  }
  return !code && error.statusCode === undefined && BROKEN_MULTIPART.test(error.message ?? '');
}

/**
 * Too many parts, fields or files in one multipart body: the multipart library says 413, but the
 * body is not too large, it is the wrong shape, so 422 (an over-size file stays 413).
 */
const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path id that cannot name a row (not a number, 0, 2³¹ or more) names nothing: 404.
      if (error.validationContext === 'params')
        return reply.status(404).send(body(ErrorCode.notFound, 'Resource not found.'));
      return reply.status(422).send(body(ErrorCode.checkInputs, 'Check inputs.', validationFields(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send(body(ErrorCode.serverError, 'Server error.'));
    }
    if (isBrokenMultipart(error)) {
      return reply
        .status(422)
        .send(body(ErrorCode.checkInputs, 'The multipart body is broken.', { file: ['multipart-broken'] }));
    }
    if (typeof error.code === 'string' && TOO_MANY_PARTS.has(error.code)) {
      return reply
        .status(422)
        .send(body(ErrorCode.checkInputs, 'The multipart body has too many parts.', { _: ['too-many-parts'] }));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body(ErrorCode.checkInputs, 'The upload is too large.'));
    if (status === 415) return reply.status(422).send(body(ErrorCode.unsupportedFileType, 'Unsupported content type.'));
    if (status >= 400 && status < 500) {
      const code =
        status === 404 ? ErrorCode.notFound : status === 405 ? ErrorCode.invalidQuery : ErrorCode.checkInputs;
      return reply.status(status === 400 ? 422 : status).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(ErrorCode.serverError, 'Server error.'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      const path = request.url.split('?')[0];
      // A known path called with a method it does not serve is 405, code 10 (DECISIONS.md "Input").
      const allowed = app.endpointRegistry?.methodsFor(path) ?? [];
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send(body(ErrorCode.invalidQuery, `${request.method} is not served on ${path}.`));
      }
      return reply
        .status(404)
        .send(body(ErrorCode.notFound, `No such call: ${request.method} ${request.url.split('?')[0]}`));
    }
    return reply.callNotFound();
  });
}

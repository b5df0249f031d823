import { ErrorCode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { installMultipartParserFix } from './multipart-parser-fix';

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;

export const brokenMultipart = () =>
  new AppError(422, ErrorCode.checkInputs, 'The multipart body is broken.', { file: ['multipart-broken'] });

/**
 * Every `boundary` parameter of a multipart content type (plain, quoted or RFC 2231 `boundary*=`),
 * as written. More than one is not valid either, but the parser takes the first; each is checked.
 */
export function multipartBoundaries(contentType: string): string[] {
  const found: string[] = [];
  for (const match of contentType.matchAll(/;\s*boundary\*?\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/gi)) {
    found.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]);
  }
  return found;
}

/**
 * Multipart bodies are checked before any parser sees them: a boundary longer than the RFC allows
 * made busboy's search throw (a 500 from 253 characters on, "The needle cannot have a length
 * bigger than 256"), so it is refused as a broken body (422) however long it is. The parser itself
 * is fixed so that it ends on any input (multipart-parser-fix.ts), and every request is bounded in
 * time besides (REQUEST_TIMEOUT_SECONDS, IDLE_TIMEOUT_SECONDS, app.ts).
 */
export function registerMultipartGuard(app: FastifyInstance): void {
  installMultipartParserFix();
  app.addHook('preValidation', async (request) => {
    const contentType = request.headers['content-type'];
    if (!isMultipart(contentType)) return;
    const boundaries = multipartBoundaries(contentType);
    if (boundaries.some((b) => b.length === 0 || b.length > MAX_BOUNDARY_LENGTH)) throw brokenMultipart();
  });
  // An answer given before the body was read to its end (a refusal, a wrong field, an unread
  // file part) leaves the rest of the body on the connection, where the parser, waiting for a
  // reader that is gone, would never read it: the next request on that kept-alive connection
  // would wait for good. Such a connection is closed after the answer instead.
  app.addHook('onSend', async (request, reply) => {
    if (isMultipart(request.headers['content-type']) && !request.raw.complete) reply.header('connection', 'close');
  });
}

function isMultipart(contentType: string | undefined): contentType is string {
  return typeof contentType === 'string' && /^\s*multipart\//i.test(contentType);
}

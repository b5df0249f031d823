import { ErrorCode } from '@portal/contracts';

type Fields = Record<string, string[]>;

/**
 * A failure with its catalogue code and HTTP status (DECISIONS.md "Answers"). Services throw
 * these; the error handler turns them into `{ errors: { code, message, fields }, errorCode }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly fields?: Fields,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (code: number, message: string) => new AppError(400, code, message);
export const unauthorized = (message = 'Unauthenticated.', code: number | string = ErrorCode.unauthorized) =>
  new AppError(401, code, message);
export const forbidden = (message = 'This action is unauthorized.') => new AppError(403, ErrorCode.forbidden, message);
export const notFound = (message = 'Resource not found.', code: number = ErrorCode.notFound) =>
  new AppError(404, code, message);
export const conflict = (code: number, message: string) => new AppError(409, code, message);
export const invalid = (fields: Fields, code: number = ErrorCode.checkInputs, message = 'Check inputs.') =>
  new AppError(422, code, message, fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, ErrorCode.tooManyRequests, 'Too many attempts. Try again later.', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });

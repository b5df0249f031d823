import { ErrorCode } from '@portal/contracts';

export type ApiErrorCode = number | string;

/** A failed API call: HTTP status (0 when the network failed), catalogue code and field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: Record<string, string[]>;
  /** Seconds from a Retry-After header (throttled sign-in). */
  readonly retryAfterSeconds?: number;

  constructor(opts: {
    status: number;
    code: ApiErrorCode;
    message?: string;
    fields?: Record<string, string[]>;
    retryAfterSeconds?: number;
  }) {
    super(opts.message ?? `API error ${opts.code}`);
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code;
    this.fields = opts.fields;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The network failed before any answer came (spec: cannot connect to the core). */
export function networkError(cause?: unknown): ApiError {
  const error = new ApiError({ status: 0, code: ErrorCode.noCore2, message: 'Network request failed' });
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause });
  return error;
}

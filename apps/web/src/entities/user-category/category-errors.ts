import { ErrorCode } from '@portal/contracts';
import { type ApiErrorCode, isApiError } from '../../lib/api-error';

/**
 * Spec part 3 section 5: deleting a user category that the server refuses with -3 is shown as code
 * 28, and here 28 means "user category in use" (part 1 section 8: the code reads differently per
 * screen). The default category is refused with 409 code 28 as well.
 */
export function categoryDeleteErrorCode(code: ApiErrorCode): ApiErrorCode {
  return code === ErrorCode.unexpected || code === String(ErrorCode.unexpected) ? ErrorCode.hasDescendants : code;
}

/** The locale key for a failed category delete: the category-in-use text for 28, else the catalogue's. */
export function categoryDeleteErrorKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return categoryDeleteErrorCode(error.code) === ErrorCode.hasDescendants ? 'userCategories.inUse' : null;
}

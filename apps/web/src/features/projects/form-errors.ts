import { ErrorCode } from '@portal/contracts';
import { isApiError } from '../../lib/api-error';

/**
 * Where a refused save shows: 29 (code in use) on the code field, the server's field messages
 * on their fields, anything else as a general message above the buttons.
 */
export function fieldErrorsOf(error: unknown, known: readonly string[]): Record<string, string> | null {
  if (!isApiError(error)) return null;
  if (error.code === ErrorCode.projectCodeInUse) return { code: '' };
  if (!error.fields) return null;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    if (known.includes(field)) result[field] = messages[0] ?? '';
  }
  return Object.keys(result).length > 0 ? result : null;
}

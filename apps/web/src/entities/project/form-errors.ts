import { ErrorCode } from '@portal/contracts';
import { isApiError } from '../../lib/api-error';

/** Server field names that the form shows under another name. */
const FORM_FIELD: Record<string, string> = { project_subtype_id: 'subtype' };

/**
 * Where a refused save shows: 29 (code in use) on the code field, the server's field messages
 * (message keys such as `status-inactive`) on their fields, anything else as a general message
 * above the buttons. An empty key means "show the error's catalogue message".
 */
export function fieldErrorsOf(error: unknown, known: readonly string[]): Record<string, string> | null {
  if (!isApiError(error)) return null;
  if (error.code === ErrorCode.projectCodeInUse) return { code: '' };
  if (!error.fields) return null;
  const result: Record<string, string> = {};
  for (const [serverField, messages] of Object.entries(error.fields)) {
    const field = FORM_FIELD[serverField] ?? serverField;
    if (known.includes(field)) result[field] = messages[0] ?? '';
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * Every field message the projects service sends (projects.service.ts, the contracts' coordinates
 * rule); the form shows each translated, and anything else (a schema message) as a generic one.
 */
export const PROJECT_FIELD_MESSAGES = [
  'project-code-in-use',
  'no-project-type-enabled',
  'project-type-not-enabled',
  'subtype-not-found',
  'status-not-found',
  'status-inactive',
  'coordinates-invalid',
] as const;

/** The translation key of a field message. */
export function fieldMessageKey(message: string): string {
  return (PROJECT_FIELD_MESSAGES as readonly string[]).includes(message)
    ? `projects.form.errors.${message}`
    : 'projects.form.errors.invalid';
}

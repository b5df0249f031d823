import type { z } from 'zod';

/** A multipart form's refusals by field, as a 422 names them. */
export function issuesToFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

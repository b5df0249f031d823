import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { isApiError } from './api-error';
import { reasonKey } from './server-reasons';

/**
 * The bridge between the contracts' zod schemas and `@mantine/form` (ARCHITECTURE.md "Web app":
 * forms are validated by the same schemas the server reads). Mantine's own `schemaResolver` would
 * show zod's English sentences; this one names each problem with the short code the server also
 * answers (`required`, `invalid-url`, …) and translates it, so a field says the same thing whether
 * the browser or the server found the problem.
 */

/** One zod issue, as much of it as the web reads (structural: the web does not depend on zod itself). */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

/** A zod schema (or anything with zod's `safeParse`). */
export interface FormSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** How one form words its problems, where it keeps texts of its own (the spec names some of them). */
export interface FieldMessages {
  /** The locale key of "required" for this form (default `common.required`). */
  required?: string;
  /** Per field path: the locale key of any other problem of that field ("Enter a price …"). */
  fields?: Partial<Record<string, string>>;
  /**
   * Per problem code: the locale key of that problem wherever it shows (a schema whose codes stand
   * for catalogue errors: `start-after-end` is `error.34` under any date).
   */
  codes?: Partial<Record<string, string>>;
}

/** A problem of one field: a code shared with the server's answers, and the bound it broke. */
export interface FieldProblem {
  code: string;
  min?: number;
  max?: number;
}

/** Codes with a text of their own in `forms.problems`; any other reads "Check this value". */
const OWN_TEXTS = new Set([
  'too-long',
  'too-short',
  'too-large',
  'too-small',
  'invalid-url',
  'invalid-characters',
  'invalid-email',
]);

/** A message that is a code (`safe-link`), not one of zod's English sentences. */
const MESSAGE_CODE = /^[a-z0-9-]+$/;

const asNumber = (bound: number | bigint | undefined) => (bound === undefined ? undefined : Number(bound));

/** The code of a zod issue: the schema's own message when it gave one, else from the kind of issue. */
export function problemOf(issue: SchemaIssue): FieldProblem {
  if (MESSAGE_CODE.test(issue.message)) return { code: issue.message };
  const min = asNumber(issue.minimum);
  const max = asNumber(issue.maximum);
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'too_small':
      // An empty text or list where one is needed is a missing value, as the spec words it.
      if ((isText || issue.origin === 'array') && (min ?? 0) <= 1) return { code: 'required' };
      return { code: isText ? 'too-short' : 'too-small', min };
    case 'too_big':
      return { code: isText ? 'too-long' : 'too-large', max };
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? { code: 'required' } : { code: 'invalid' };
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'invalid-email' : issue.format === 'url' ? 'invalid-url' : 'invalid' };
    default:
      return { code: 'invalid' };
  }
}

/** The translated text of a field's problem: the form's own words first, then the app's. */
export function fieldMessage(t: TFunction, problem: FieldProblem, path: string, messages: FieldMessages = {}): string {
  if (problem.code === 'required') return t(messages.required ?? 'common.required');
  const own = messages.fields?.[path];
  if (own) return t(own);
  const coded = messages.codes?.[problem.code];
  if (coded) return t(coded);
  const reason = reasonKey(problem.code);
  if (reason) return t(reason);
  if (OWN_TEXTS.has(problem.code)) return t(`forms.problems.${problem.code}`, { min: problem.min, max: problem.max });
  return t('forms.problems.invalid');
}

interface ResolverOptions<Values> {
  messages?: FieldMessages;
  /** The request body made of the values, when the form holds them otherwise (texts for numbers). */
  toInput?: (values: Values) => unknown;
  /**
   * Fields the spec requires though the schema lets them be blank, because the server answers a
   * blank one with a code of its own (a notification's title and body: 31).
   */
  required?: readonly string[];
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A `validate` for `useForm`: the values (or what `toInput` makes of them: the request body) are
 * parsed by the schema, and each field's first problem becomes its translated message. Issue paths
 * are the schema's, so the form's fields are named as the request's fields.
 */
export function zodResolver<Values>(
  schema: FormSchema,
  t: TFunction,
  options: ResolverOptions<Values> = {},
): (values: Values) => FormErrors {
  return (values) => {
    const input = options.toInput ? options.toInput(values) : values;
    const errors: FormErrors = {};
    for (const path of options.required ?? []) {
      const value = typeof input === 'object' && input !== null ? Reflect.get(input, path) : undefined;
      if (isBlank(value)) errors[path] = fieldMessage(t, { code: 'required' }, path, options.messages);
    }
    const result = schema.safeParse(input);
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path in errors) continue;
      errors[path] = fieldMessage(t, problemOf(issue), path, options.messages);
    }
    return errors;
  };
}

/**
 * A rule for one field from one of the contracts' field schemas (`name()`, `price()`), for
 * `useForm({ validate: { name: zodField(name(), t) } })` where no request schema fits the form.
 */
export function zodField(
  schema: FormSchema,
  t: TFunction,
  messages?: FieldMessages,
): (value: unknown, values: unknown, path: string) => string | null {
  return (value, _values, path) => {
    const result = schema.safeParse(value);
    return result.success || !result.error.issues[0]
      ? null
      : fieldMessage(t, problemOf(result.error.issues[0]), path, messages);
  };
}

/**
 * The server's field messages of a failed save, translated as the form's own problems are: a
 * message that is a code keeps its meaning (`required`, `safe-link`), zod's sentences read "Check
 * this value". One line per field.
 */
export function serverFieldErrors(t: TFunction, error: unknown, messages?: FieldMessages): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  const result: Record<string, string> = {};
  for (const [path, codes] of Object.entries(error.fields)) {
    const texts = codes.map((code) =>
      fieldMessage(t, { code: MESSAGE_CODE.test(code) ? code : 'invalid' }, path, messages),
    );
    result[path] = [...new Set(texts)].join(' ');
  }
  return result;
}

import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';

/**
 * Input primitives every endpoint declaration builds on (DECISIONS.md "Input"): nothing reaches
 * the database that it cannot hold, so no input can turn into a 5xx.
 */

/** PostgreSQL `integer`: the largest id a row can have. */
export const MAX_ID = 2_147_483_647;

/** Default cap for free text that has no tighter limit of its own. */
export const TEXT_MAX_LENGTH = 10_000;

/** NUL (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (not valid UTF-8). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** True when PostgreSQL can store the string as UTF-8 text. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Whole numbers as text: decimal digits, no sign but `-`, no leading zero, no space, no `0x`, `e` or `.`. */
const DECIMAL_INTEGER = /^-?(0|[1-9][0-9]{0,15})$/;
const DECIMAL_NATURAL = /^(0|[1-9][0-9]{0,15})$/;

/**
 * A whole number min…max, as a JSON number or as decimal text (paths, queries and form fields
 * arrive as text, and clients send ids they read from a URL). Nothing else passes: not `0x1`,
 * `+5`, `5.0`, `1e1`, `0b101` or ` 5`, not `true`, `[5]` or `null` (z.coerce.number took all of
 * them). The input type stays `number` for typed callers.
 */
const wholeNumber = (min: number, max: number) => {
  const bounded = () => z.number().int().min(min).max(max);
  // Bounds on both branches, so the OpenAPI document shows them (an integer min…max, or its digits).
  return z.union([
    bounded(),
    z
      .string()
      .regex(min >= 0 ? DECIMAL_NATURAL : DECIMAL_INTEGER)
      .transform(Number)
      .pipe(bounded()),
  ]) as unknown as z.ZodType<number, number>;
};

/**
 * An id in a path, query or body (DECISIONS.md "Input"): an integer 1…2³¹−1 written in decimal.
 * Anything else is 404 in a path and 422 in a query or body.
 */
export const id = () => wholeNumber(1, MAX_ID);

/** An id where 0 has a meaning of its own (the virtual main folder). */
export const idOrZero = () => wholeNumber(0, MAX_ID);

/** A whole number in a query or body, bounded so it fits PostgreSQL's `integer`. */
export const int = (min = -MAX_ID, max = MAX_ID) => wholeNumber(min, max);

/** Text without NUL or lone surrogates, at most `max` characters. */
export const text = (max = TEXT_MAX_LENGTH) =>
  z.string().max(max).refine(isStorableText, { message: 'invalid-characters' });

/** A required, trimmed name (names are at most 255 characters, spec part 3 §9). */
export const name = (max = NAME_MAX_LENGTH) => text(max).trim().min(1);

/**
 * Unicode format characters (`\p{Cf}`): bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), zero-width joiners and spaces, the BOM, soft hyphens. Invisible, and able to
 * make `invoice\u202Egpj.exe` read as `invoiceexe.jpg` (issue 16).
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * A name without format characters: the one rule for every name shown as a file or folder name
 * (documents and their files, folders, default folders, ZIP entries), applied before it is stored.
 */
export function withoutFormatCharacters(value: string): string {
  return value.replace(FORMAT_CHARACTERS, '');
}

/** A folder's (or any file-like) name: as `name()`, without format characters. */
export const fileLikeName = (max = NAME_MAX_LENGTH) =>
  text(max).transform(withoutFormatCharacters).pipe(z.string().trim().min(1));

/** `{ id }` in a path. */
export const idParams = z.object({ id: id() });

/** The highest price a product, option or quote row may have (DECISIONS.md "Condominiums and materials"). */
export const PRICE_MAX = 1_000_000;

/** A price as text: digits without a sign or leading zero, then at most 2 decimals after `.` or `,`. */
const PRICE_TEXT = /^(0|[1-9][0-9]{0,6})([.,][0-9]{1,2})?$/;

/**
 * A price in euros, 0…1,000,000 with at most 2 decimals (DECISIONS.md limits; numeric(10,2) holds
 * it): a JSON number, or decimal text as form fields send it (`12.5`, `12,50`: a Finnish keyboard
 * types the comma). Not `1e3`, `-0`, `12.345`, ` 12` or `Infinity`. The input type stays `number`
 * for typed callers.
 */
export const price = () => {
  const bounded = () => z.number().min(0).max(PRICE_MAX).multipleOf(0.01);
  return z.union([
    bounded(),
    z
      .string()
      .regex(PRICE_TEXT)
      .transform((v) => Number(v.replace(',', '.')))
      .pipe(bounded()),
  ]) as unknown as z.ZodType<number, number>;
};

/**
 * An apartment number as text (spec part 3 §5, "Deadlines" and "Apartments"): empty, or a whole
 * number ≥ 0 written without leading zeros, sign, decimals or spaces (`0`, `12`; not `00`, `+1`,
 * `-1`, `1.0`, ` 1`). The one check for server and web alike.
 */
export function isApartmentNumber(value: string): boolean {
  return value === '' || DECIMAL_NATURAL.test(value);
}

/**
 * An apartment number in a body: the text `isApartmentNumber` accepts, or null. Empty text and
 * null both mean "none" and come out as null; anything else is 422 with `invalid-apartment-number`.
 */
export const apartmentNumber = () =>
  z
    .union([z.string().max(16).refine(isApartmentNumber, { message: 'invalid-apartment-number' }), z.null()])
    .transform((value) => (value ? value : null));

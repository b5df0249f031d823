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

/**
 * An id in a path, query or body: an integer 1…2³¹−1. Strings of digits are accepted (paths,
 * queries and form fields arrive as text); the input type stays `number` for typed callers.
 */
export const id = () => z.coerce.number<number>().int().min(1).max(MAX_ID);

/** An id where 0 has a meaning of its own (the virtual main folder). */
export const idOrZero = () => z.coerce.number<number>().int().min(0).max(MAX_ID);

/** A whole number in a query or body, bounded so it fits PostgreSQL's `integer`. */
export const int = (min = -MAX_ID, max = MAX_ID) => z.coerce.number<number>().int().min(min).max(max);

/** Text without NUL or lone surrogates, at most `max` characters. */
export const text = (max = TEXT_MAX_LENGTH) =>
  z.string().max(max).refine(isStorableText, { message: 'invalid-characters' });

/** A required, trimmed name (names are at most 255 characters, spec part 3 §9). */
export const name = (max = NAME_MAX_LENGTH) => text(max).trim().min(1);

/** `{ id }` in a path. */
export const idParams = z.object({ id: id() });

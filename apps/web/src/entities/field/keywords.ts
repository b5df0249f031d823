import type { Field, Keyword } from '@portal/contracts';

/** The placeholder keyword every built-in keyword field has: never offered in a picker. */
export const EMPTY_KEYWORD_TEXT = '-';

/** Whether a picker offers the keyword: not the `-` placeholder and not deactivated (spec part 2 §3). */
export const isPickableKeyword = (keyword: Pick<Keyword, 'text' | 'deactivated'>) =>
  !keyword.deactivated && keyword.text.trim() !== EMPTY_KEYWORD_TEXT;

/** The keywords of a field that pickers offer. */
export const pickableKeywords = (field: Pick<Field, 'keywords'>): Keyword[] => field.keywords.filter(isPickableKeyword);

/** A locale file's texts: nested objects of strings. */
export interface Texts {
  [key: string]: string | Texts;
}

export interface MissingText {
  /** Dotted key, as `t()` takes it (`notifications.title`). */
  key: string;
  /** The English text. */
  source: string;
}

function flatten(texts: Texts, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(texts)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') into.set(key, value);
    else flatten(value, key, into);
  }
  return into;
}

/**
 * The keys the English texts have that `target` lacks or leaves blank (spec part 2 "Other": these
 * show as ??? in that language), in the order of the English file.
 */
export function missingTexts(english: Texts, target: Texts): MissingText[] {
  const have = flatten(target);
  const missing: MissingText[] = [];
  for (const [key, source] of flatten(english)) {
    if (!have.get(key)?.trim()) missing.push({ key, source });
  }
  return missing;
}

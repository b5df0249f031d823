/** Distinct words of a page checked for highlighting. */
const WORDS_PER_PAGE = 3000;

/** The distinct words of a text as written (letters and digits), for finding the ones to highlight. */
export function distinctWords(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    words.add(match[0]);
    if (words.size >= WORDS_PER_PAGE) break;
  }
  return [...words];
}

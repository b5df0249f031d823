/** Longest sentence answered; a longer one is cut at a word boundary. */
const SENTENCE_MAX_LENGTH = 300;
/** Sentences scored per text: enough for a dense page, bounded for a pathological one. */
const SENTENCES_PER_TEXT = 400;
/** Distinct words of a page checked for highlighting. */
const WORDS_PER_PAGE = 3000;

/**
 * A text's real sentences, in order: split after `.`, `!` or `?` followed by space, and at line
 * breaks (PDF text puts headings and table cells on lines of their own); white space collapsed.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    for (const part of line.split(/(?<=[.!?])\s+/)) {
      const sentence = part.replace(/\s+/g, ' ').trim();
      if (sentence) sentences.push(shorten(sentence));
      if (sentences.length >= SENTENCES_PER_TEXT) return sentences;
    }
  }
  return sentences;
}

function shorten(sentence: string): string {
  if (sentence.length <= SENTENCE_MAX_LENGTH) return sentence;
  const cut = sentence.slice(0, SENTENCE_MAX_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > SENTENCE_MAX_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/** The distinct words of a text as written (letters and digits), for finding the ones to highlight. */
export function distinctWords(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    words.add(match[0]);
    if (words.size >= WORDS_PER_PAGE) break;
  }
  return [...words];
}

export interface ScoredSentence {
  sentence: string;
  similarity: number;
  rank: number;
  position: number;
}

/**
 * The best `count` sentences: most of the query first, then rank, then the earlier one. Sentences
 * holding none of the query's words are left out, unless none holds any (a phrase across a line
 * break): then the best ranked one stands for the match.
 */
export function bestSentences(scored: ScoredSentence[], count: number): ScoredSentence[] {
  const ordered = [...scored].sort((a, b) => b.similarity - a.similarity || b.rank - a.rank || a.position - b.position);
  const matching = ordered.filter((s) => s.similarity > 0);
  return (matching.length ? matching : ordered).slice(0, count);
}

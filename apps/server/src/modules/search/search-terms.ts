/**
 * What a typed search text becomes for PostgreSQL: the words (letters and digits only, so no
 * tsquery or LIKE syntax can slip through) and the tsquery texts the search tiers use.
 */

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** A last word this short is checked on candidates rather than looked up in the index. */
const SHORT_PREFIX = 3;

export interface SearchTerms {
  /** The text as typed (trimmed), for websearch_to_tsquery and trigram similarity. */
  text: string;
  words: string[];
  /**
   * Every word required, the last one as a prefix (the word being typed): `'project' & 'manag':*`.
   * Earlier words stay whole: a prefix of a short word ("per":*) makes the index gather every word
   * starting so, which costs more than the rest of the search.
   */
  prefixQuery: string;
  /** The same, in titles only (weight A). */
  titlePrefixQuery: string;
  /**
   * When the last word is only 1 to 3 letters after whole words ("leadership pe"), the whole
   * words alone (`'leadership':A`), for the index to find candidates by: a short prefix matches
   * so many words that gathering them costs more than checking it on the candidates. Otherwise ''.
   */
  titleWholeWordsQuery: string;
  /**
   * Typo candidates: the start of each word of 4 letters or more, any of them, in titles. A typo
   * in the second half of a word ("negoziazone", "kubernets") keeps its start.
   */
  stemQuery: string;
  /** `text%` with LIKE wildcards escaped, for "title starts with the text". */
  startsWithPattern: string;
}

export const escapeLike = (text: string) =>
  text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function wordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
}

/** How much of a word a typo probably left intact: its first half, at least two letters. */
export function stemOf(word: string): string | null {
  if (word.length < 4) return null;
  return word.slice(0, Math.max(2, Math.floor(word.length / 2)));
}

const quoted = (word: string) => `'${word}'`;

/** All words required, the last as a prefix, each limited to the given weights. */
const lexemes = (words: string[], weights: string) =>
  words
    .map((word, index) =>
      index === words.length - 1
        ? `${quoted(word)}:*${weights}`
        : `${quoted(word)}${weights ? `:${weights}` : ''}`,
    )
    .join(' & ');

/** Null when the text holds no word at all (only punctuation or wildcards). */
export function searchTermsOf(typed: string): SearchTerms | null {
  const text = typed.trim();
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const stems = words.map(stemOf).filter((stem): stem is string => stem !== null);
  return {
    text,
    words,
    prefixQuery: lexemes(words, ''),
    titlePrefixQuery: lexemes(words, 'A'),
    titleWholeWordsQuery:
      words.length > 1 && words[words.length - 1]!.length <= SHORT_PREFIX
        ? words
            .slice(0, -1)
            .map((word) => `${quoted(word)}:A`)
            .join(' & ')
        : '',
    stemQuery: [...new Set(stems)].map((stem) => `${quoted(stem)}:*A`).join(' | '),
    startsWithPattern: `${escapeLike(text.toLowerCase())}%`,
  };
}

import type { SearchTerms } from './search-terms.ts';

/**
 * The tsquery texts the topic suggestions run, made of whole words the vocabulary of topics
 * (`topic_words`, decision 021) holds, never of prefixes (`'manag':*`): the planner estimates a
 * whole word from its statistics, and the GIN index skips through the rarest word's list instead
 * of gathering every word with the prefix first. Null when the vocabulary shows no topic can match.
 */

export interface WordMatches {
  /** Typed words that are words of some topic (title, description, audience or place). */
  topicWords: Set<string>;
  /** Typed words that are words of some topic's title. */
  titleWords: Set<string>;
  /** Title words the last typed word may be the start of, the most frequent first. */
  titleCompletions: string[];
  /** Words anywhere the last typed word may be the start of, the most frequent first. */
  completions: string[];
  /** For each typed word, the title words that look like it, the most similar first. */
  lookalikes: string[][];
}

/** A lexeme as tsquery input: quoted, so that a vocabulary word is taken as it is. */
const lexeme = (word: string, weight: string) =>
  `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weight}`;

const anyOf = (words: string[], weight: string) =>
  words.length === 1
    ? lexeme(words[0]!, weight)
    : `(${words.map((word) => lexeme(word, weight)).join(' | ')})`;

/**
 * A last word of one to three letters after whole words ("leadership pe") begins too many words
 * to list: the whole words find the candidates, and the caller checks the short one on them.
 */
export const checksLastWordOnCandidates = (terms: SearchTerms) => terms.titleWholeWordsQuery !== '';

/** Every typed word a word of the text, the last one maybe only begun. */
function allWords(
  terms: SearchTerms,
  known: Set<string>,
  completions: string[],
  weight: string,
): string | null {
  const whole = terms.words.slice(0, -1);
  if (whole.some((word) => !known.has(word))) return null;
  if (checksLastWordOnCandidates(terms))
    return whole.map((word) => lexeme(word, weight)).join(' & ');
  if (completions.length === 0) return null;
  return [...whole.map((word) => lexeme(word, weight)), anyOf(completions, weight)].join(' & ');
}

/** Tier 1: every typed word is a word of the title, the last one maybe only begun. */
export const titleWordsQuery = (terms: SearchTerms, matches: WordMatches) =>
  allWords(terms, matches.titleWords, matches.titleCompletions, ':A');

/** Tier 2's word part (beside websearch syntax): the same, anywhere in the topic. */
export const anywhereWordsQuery = (terms: SearchTerms, matches: WordMatches) =>
  allWords(terms, matches.topicWords, matches.completions, '');

/**
 * Tier 3, typos: for each typed word, the title words it is, may begin, or looks like ("exel" →
 * excel, "sience" → science, whichever letter the typo hit); all such words required, a typed
 * word the vocabulary knows nothing like left out. Null when nothing looks like any typed word.
 */
export function lookalikeWordsQuery(terms: SearchTerms, matches: WordMatches): string | null {
  const last = terms.words.length - 1;
  const alternatives = terms.words
    .map((word, index) => [
      ...new Set([
        ...(matches.titleWords.has(word) ? [word] : []),
        ...(index === last ? matches.titleCompletions : []),
        ...(matches.lookalikes[index] ?? []),
      ]),
    ])
    .filter((words) => words.length > 0);
  if (alternatives.length === 0) return null;
  return alternatives.map((words) => anyOf(words, ':A')).join(' & ');
}

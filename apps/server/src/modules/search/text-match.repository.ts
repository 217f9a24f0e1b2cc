import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  anywhereQuery,
  indexedMatch,
  stemQuery,
  titlePrefixQuery,
  topicSource,
  TYPO_SIMILARITY,
  typoSimilarity,
  type Source,
} from './search-sources.repository.ts';
import type { SearchTerms } from './search-terms.ts';
import { wordMatchesOf, wordMatchesQuery } from './topic-words.repository.ts';
import { lookalikeWordsQuery } from './word-queries.ts';

/**
 * What a text matches, stated once for the header box's suggestions (suggestions.repository.ts,
 * which rank the first few candidates) and the search pages (which list and count them all), so
 * that the page Enter opens finds everything the box suggested:
 *
 * - topics: the text anywhere (websearch syntax, or every typed word, the last one maybe only
 *   begun; the suggestions' tiers 1 and 2 spell this with whole words from the vocabulary of
 *   topics, a part of it), or a typo (tier 3): for each typed word a title word it is, begins or
 *   looks like (`lookalikeWordsQuery`), and a title resembling the text;
 * - events and requirements: the text anywhere, or a title holding a word that starts like a
 *   typed one (`stemQuery`) and resembling the text.
 *
 * "Resembling" is a strict word similarity of at least TYPO_SIMILARITY. The pages test it on at
 * most a few hundred candidates, so a misspelt common word never costs a test on every title.
 */

export interface TextMatch {
  where: SQL;
  /** Best first: titles holding the words, then the text anywhere, then typos by similarity. */
  relevance: SQL[];
}

const TYPO_CANDIDATES = 500;

/** Ids of up to TYPO_CANDIDATES listed rows matching `match`. */
const cappedIds = (source: Source, match: SQL) =>
  sql`${source.id} in (select ${source.id} from ${source.from} where ${source.listed} and ${match} limit ${TYPO_CANDIDATES})`;

/** Whether the title resembles the text: what keeps a typo candidate. */
export const isTypoMatch = (title: SQL, terms: SearchTerms) =>
  sql`strict_word_similarity(${terms.text}, ${title}) >= ${TYPO_SIMILARITY}`;

/** The text anywhere in the row's search vector (websearch syntax, or every word, the last begun). */
export const isTextMatch = (vector: SQL, terms: SearchTerms) =>
  sql`${vector} @@ ${anywhereQuery(terms)}`;

/** Events and requirements: the tsquery that finds typo candidates, null without a long word. */
export const smallSourceTypoQuery = (terms: SearchTerms): SQL | null =>
  terms.stemQuery === '' ? null : stemQuery(terms);

function pageMatch(source: Source, terms: SearchTerms, typoQuery: SQL | null): TextMatch {
  const isText = isTextMatch(source.vector, terms);
  const typo =
    typoQuery === null
      ? null
      : sql`${cappedIds(source, indexedMatch(source.vector, typoQuery))} and ${isTypoMatch(source.title, terms)}`;
  return {
    where: typo === null ? isText : sql`(${isText} or (${typo}))`,
    relevance: [
      sql`(${source.vector} @@ ${titlePrefixQuery(terms)}) desc`,
      sql`(${isText}) desc`,
      sql`ts_rank(${source.vector}, ${anywhereQuery(terms)}) desc`,
      sql`${typoSimilarity(source, terms)} desc`,
    ],
  };
}

/** A search page's topics: after one small look-up in the vocabulary, as the suggestions do. */
export async function topicPageMatch(db: Queryable, terms: SearchTerms): Promise<TextMatch> {
  const result = (await db.execute<Record<string, unknown>>(wordMatchesQuery(terms))) as {
    rows: Array<Record<string, unknown>>;
  };
  const typoQuery = lookalikeWordsQuery(terms, wordMatchesOf(result.rows, terms));
  return pageMatch(topicSource, terms, typoQuery === null ? null : sql`${typoQuery}::tsquery`);
}

/** A search page's events or requirements (`source` says which, and which rows it lists). */
export function smallSourcePageMatch(source: Source, terms: SearchTerms): TextMatch {
  return pageMatch(source, terms, smallSourceTypoQuery(terms));
}

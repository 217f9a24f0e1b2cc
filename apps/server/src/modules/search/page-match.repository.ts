import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  anywhereQuery,
  indexedMatch,
  stemQuery,
  titlePrefixQuery,
  trigramMatch,
  TYPO_SIMILARITY,
  typoSimilarity,
  type Source,
} from './search-sources.repository.ts';
import type { SearchTerms } from './search-terms.ts';

/**
 * The text of a search page, as a condition and a relevance order. Full-text matches when there
 * are any; otherwise the text is probably misspelt, and the page shows titles that resemble it
 * (the same two typo tiers as the suggestions, each capped at a few hundred candidates, so a
 * misspelt common word never costs a similarity test on every title).
 */

export type MatchMode = 'exact' | 'typo' | 'trigram';

const TYPO_CANDIDATES = 500;
const TRIGRAM_THRESHOLD = 0.35;

export interface TextMatch {
  where: SQL;
  relevance: SQL[];
}

/** Ids of up to TYPO_CANDIDATES listed rows matching `match`. */
const cappedIds = (source: Source, match: SQL) =>
  sql`${source.id} in (select ${source.id} from ${source.from} where ${source.listed} and ${match} limit ${TYPO_CANDIDATES})`;

export function textMatch(source: Source, terms: SearchTerms, mode: MatchMode): TextMatch {
  const similarity = typoSimilarity(source, terms);
  if (mode === 'exact') {
    return {
      where: sql`${source.vector} @@ ${anywhereQuery(terms)}`,
      relevance: [
        sql`(${source.vector} @@ ${titlePrefixQuery(terms)}) desc`,
        sql`ts_rank(${source.vector}, ${anywhereQuery(terms)}) desc`,
      ],
    };
  }
  const candidates =
    mode === 'typo'
      ? cappedIds(source, indexedMatch(source.vector, stemQuery(terms)))
      : cappedIds(source, trigramMatch(source, terms, TRIGRAM_THRESHOLD));
  return {
    where: sql`${candidates} and ${similarity} >= ${TYPO_SIMILARITY}`,
    relevance: [sql`${similarity} desc`],
  };
}

async function hasMatch(db: Queryable, source: Source, where: SQL): Promise<boolean> {
  const result = (await db.execute<{ found: unknown }>(
    sql`select exists (select 1 from ${source.from} where ${source.listed} and ${where}) as found`,
  )) as { rows: Array<{ found: unknown }> };
  return result.rows[0]?.found === true;
}

/** Exact when the text matches anything listed; otherwise the first typo tier that finds some. */
export async function chooseMatchMode(
  db: Queryable,
  source: Source,
  terms: SearchTerms,
): Promise<MatchMode> {
  if (await hasMatch(db, source, indexedMatch(source.vector, anywhereQuery(terms)))) return 'exact';
  if (
    terms.stemQuery !== '' &&
    (await hasMatch(db, source, textMatch(source, terms, 'typo').where))
  ) {
    return 'typo';
  }
  return 'trigram';
}

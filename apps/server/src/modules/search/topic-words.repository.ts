import { sql, type SQL } from 'drizzle-orm';
import { topicWords } from '../../db/schema.ts';
import { escapeLike, type SearchTerms } from './search-terms.ts';
import { checksLastWordOnCandidates, type WordMatches } from './word-queries.ts';

/**
 * What the vocabulary of topics (`topic_words`, decision 021) says about the typed words, in one
 * small statement: which are words of some topic (in a title or anywhere), the words the last one
 * may be the start of (unless it is short, see `checksLastWordOnCandidates`), and the title words
 * that look like each typed word (pg_trgm `%`, similarity at least
 * `pg_trgm.similarity_threshold`, 0.3), all through the table's own indexes.
 */

/** Completions of the word being typed, the most frequent first: enough to fill five places. */
const COMPLETIONS = 10;
/** Look-alikes of one typed word, the most similar first. */
const LOOKALIKES = 5;
/** Shorter words are not corrected: three letters resemble too many others. */
const LOOKALIKE_MIN_LENGTH = 4;

const { word, topicCount, titleCount } = topicWords;

/** The words of the vocabulary meeting `where`, in `order`, as one array column. */
const wordsWhere = (where: SQL, order: SQL, limit: number) =>
  sql`array(select ${word} from ${topicWords} where ${where} order by ${order} limit ${limit})`;

/** The statement, one row of arrays; `wordMatchesOf` reads it. */
export function wordMatchesQuery(terms: SearchTerms): SQL {
  const last = terms.words[terms.words.length - 1]!;
  const startsLast = sql`${word} like ${`${escapeLike(last)}%`}`;
  const typed = sql`${word} in (${sql.join(
    terms.words.map((typedWord) => sql`${typedWord}`),
    sql`, `,
  )})`;
  const none = sql`array[]::text[]`;
  const completes = !checksLastWordOnCandidates(terms);
  const columns = [
    sql`${wordsWhere(typed, sql`${word}`, terms.words.length)} as topic_words`,
    sql`${wordsWhere(sql`${typed} and ${titleCount} > 0`, sql`${word}`, terms.words.length)} as title_words`,
    sql`${completes ? wordsWhere(sql`${startsLast} and ${titleCount} > 0`, sql`${titleCount} desc, ${word}`, COMPLETIONS) : none} as title_completions`,
    sql`${completes ? wordsWhere(startsLast, sql`${topicCount} desc, ${word}`, COMPLETIONS) : none} as completions`,
    ...terms.words.map((typedWord, position) =>
      typedWord.length < LOOKALIKE_MIN_LENGTH
        ? sql`${none} as ${sql.raw(`lookalikes_${position}`)}`
        : sql`${wordsWhere(
            sql`${word} % ${typedWord} and ${titleCount} > 0`,
            sql`similarity(${word}, ${typedWord}) desc, ${titleCount} desc, ${word}`,
            LOOKALIKES,
          )} as ${sql.raw(`lookalikes_${position}`)}`,
    ),
  ];
  return sql`select ${sql.join(columns, sql`, `)}`;
}

const wordsIn = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function wordMatchesOf(
  rows: Array<Record<string, unknown>>,
  terms: SearchTerms,
): WordMatches {
  const row = rows[0] ?? {};
  return {
    topicWords: new Set(wordsIn(row.topic_words)),
    titleWords: new Set(wordsIn(row.title_words)),
    titleCompletions: wordsIn(row.title_completions),
    completions: wordsIn(row.completions),
    lookalikes: terms.words.map((_, position) => wordsIn(row[`lookalikes_${position}`])),
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { topics, users } from '../../db/schema.ts';
import { isListedTopic } from '../topics/index.ts';
import {
  anywhereQuery,
  eventSource,
  indexedMatch,
  requirementSource,
  titlePrefixQuery,
  topicSource,
  type Source,
} from './search-sources.repository.ts';
import type { SearchTerms } from './search-terms.ts';
import { isTextMatch, isTypoMatch, smallSourceTypoQuery } from './text-match.repository.ts';
import { trainerMatch } from './trainer-match.repository.ts';
import { wordMatchesOf, wordMatchesQuery } from './topic-words.repository.ts';
import {
  anywhereWordsQuery,
  checksLastWordOnCandidates,
  lookalikeWordsQuery,
  titleWordsQuery,
  type WordMatches,
} from './word-queries.ts';

/**
 * The header box's suggestions. Every query reads at most a few dozen candidate rows straight
 * from a GIN index and ranks only those, so a word found in thousands of titles costs about as
 * much as a rare one (the search page ranks all matches). What matches is stated once, for both
 * (text-match.repository.ts, trainer-match.repository.ts): the page lists all the box suggests.
 *
 * Topics, the big table, first look the typed words up in their vocabulary (`topic_words`,
 * decision 021): which are words of some topic, which words the last one may begin, which title
 * words look like each one. The topic queries then hold only whole words the vocabulary has
 * (`'project':A & ('management':A | 'manager':A)`), never a prefix: a prefix makes the GIN index
 * gather every word it begins before it can skip anything (47 ms at a million topics for
 * "project manag", against 5 ms for the whole words), and hides the match from the planner's
 * statistics, so that it may walk the whole table hoping to stop early (330 ms). A word the
 * vocabulary lacks costs no topic query at all. The tiers, each only while the earlier ones found
 * fewer than five:
 *  1. the typed words are words of the title, the last one maybe only begun (weight A; a last
 *     word of one to three letters after others is checked on the candidates the others find);
 *     the exact title first, then titles starting with the text;
 *  2. the text anywhere (websearch syntax, or the words as above): title, description, place;
 *  3. typos: titles holding, for each typed word, a title word that looks like it (pg_trgm, any
 *     letter: "exel" → Excel, "sience" → science), kept when the strict word similarity of the
 *     text to the title is at least 0.3, best first, after every exact match.
 * Events and requirements (small tables) take tiers 1 to 3 in one query, ranked by a score.
 *
 * Statements stay small on purpose: on PGlite, planning a big one costs more than running it.
 */

const PER_GROUP = 5;
const CANDIDATES = 30;

/** Runs one statement and answers its rows (the service passes `runWith(db)`, the bench a driver). */
export type RunSql = (query: SQL) => Promise<Array<Record<string, unknown>>>;

/** `db.execute` as the suggestion queries want it: rows, whichever driver runs. */
export const runWith =
  (db: Queryable): RunSql =>
  async (query: SQL) =>
    ((await db.execute<Record<string, unknown>>(query)) as { rows: Array<Record<string, unknown>> })
      .rows;

/** 2 for the exact title, 1 for a title starting with the text, else 0. */
const titleScore = (terms: SearchTerms) =>
  sql`(case when lower(c.title) = ${terms.text.toLowerCase()} then 2
            when lower(c.title) like ${terms.startsWithPattern} then 1 else 0 end)`;

/** Up to `limit` matching rows, in the order the index hands them out. */
const candidates = (source: Source, match: SQL, limit = CANDIDATES, extra = sql``) => sql`
  select ${source.title} as title, ${source.url} as url, ${source.position} as position${extra}
  from ${source.from}
  where ${source.listed} and ${match}
  limit ${limit}`;

/** A JSON array of {topic, url} from rows with title, url, tier, score and position. */
const asSuggestions = (rows: SQL, path: string, limit = PER_GROUP) => sql`
  (select coalesce(json_agg(json_build_object('topic', m.title, 'url', ${path} || m.url)
      order by m.tier, m.score desc, m.position), '[]'::json)
   from (${rows} order by tier, score desc, position limit ${limit}) m)`;

const notIn = (column: SQL, values: string[]) =>
  values.length === 0
    ? sql`true`
    : sql`${column} not in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;

/**
 * Listed topics, by the shared rule (`isListedTopic`), with the provider looked up per candidate
 * rather than joined: joined, the planner may read every matching topic before the LIMIT (it did,
 * 16 000 of them for "project management" at a million topics).
 */
const isListed = sql`(select ${isListedTopic} from ${users} where ${users.id} = ${topics.userId})`;

/**
 * Up to `limit` listed topics matching the tsquery, in the order the index hands them out;
 * `check`, when given, is tested on each candidate only (`(…) is true` keeps it from the index).
 */
const topicCandidates = (match: SQL, limit = CANDIDATES, check?: SQL) => sql`
  select ${topics.title} as title, ${topics.url} as url, ${topicSource.position} as position
  from ${topics}
  where ${topics.searchVector} @@ ${match} and ${isListed}${
    check ? sql` and (${topics.searchVector} @@ ${check}) is true` : sql``
  }
  limit ${limit}`;

const asTsquery = (text: string) => sql`${text}::tsquery`;

function titleTier(terms: SearchTerms, titleQuery: string): SQL {
  const check = checksLastWordOnCandidates(terms) ? titlePrefixQuery(terms) : undefined;
  return sql`select c.title, c.url, 1 as tier, ${titleScore(terms)}::real as score, c.position
    from (${topicCandidates(asTsquery(titleQuery), CANDIDATES, check)}) c`;
}

function anywhereTier(terms: SearchTerms, matches: WordMatches, seen: string[]): SQL {
  const words = anywhereWordsQuery(terms, matches);
  const websearch = sql`websearch_to_tsquery('simple', ${terms.text})`;
  const match = words === null ? websearch : sql`(${websearch} || ${asTsquery(words)})`;
  const check = checksLastWordOnCandidates(terms) ? anywhereQuery(terms) : undefined;
  return sql`select c.title, c.url, 2 as tier, 0::real as score, c.position
    from (${topicCandidates(match, PER_GROUP * 2, check)}) c
    where ${notIn(sql`c.url`, seen)}`;
}

/** Typo candidates: titles holding look-alikes of the typed words, as similar as asked. */
function lookalikeTier(terms: SearchTerms, typoQuery: string, seen: string[]): SQL {
  const similarity = sql`strict_word_similarity(${terms.text}, c.title)`;
  return sql`select c.title, c.url, 3 as tier, ${similarity} as score, c.position
    from (${topicCandidates(asTsquery(typoQuery))}) c
    where ${isTypoMatch(sql`c.title`, terms)} and ${notIn(sql`c.url`, seen)}`;
}

/**
 * Tiers 2 and 3 as one JSON array of at most `missing`: typo matches fill the places the others
 * leave, ranked after them. Tier 3 is left out when it would repeat tier 1 (the same query, with
 * no check on the candidates).
 */
function broaderTopics(
  terms: SearchTerms,
  matches: WordMatches,
  seen: string[],
  missing: number,
  titleQuery: string | null,
): SQL {
  const typoQuery = lookalikeWordsQuery(terms, matches);
  const typos =
    typoQuery === null || (typoQuery === titleQuery && !checksLastWordOnCandidates(terms))
      ? sql``
      : sql` union all select * from (${lookalikeTier(terms, typoQuery, seen)}) typo
          where (select count(*) from broader) < ${missing}
            and typo.url not in (select url from broader)`;
  return sql`(with broader as (${anywhereTier(terms, matches, seen)})
    select ${asSuggestions(sql`select * from broader${typos}`, '/topic/', missing)})`;
}

/** Events and requirements: tiers 1 to 3 as one query, ranked by a score. */
function smallSourceTiers(source: Source, terms: SearchTerms): SQL {
  const typoQuery = smallSourceTypoQuery(terms);
  const match =
    typoQuery === null ? anywhereQuery(terms) : sql`(${anywhereQuery(terms)} || ${typoQuery})`;
  return sql`select c.title, c.url, 1 as tier,
      (case when c.vector @@ ${titlePrefixQuery(terms)} then 2 + ${titleScore(terms)}
            when c.vector @@ ${anywhereQuery(terms)} then 1
            else strict_word_similarity(${terms.text}, c.title) end)::real as score,
      c.position
    from (${candidates(source, indexedMatch(source.vector, match), CANDIDATES * 2, sql`, ${source.vector} as vector`)}) c
    where ${isTextMatch(sql`c.vector`, terms)} or ${isTypoMatch(sql`c.title`, terms)}`;
}

/** Trainers the text finds (trainer-match.repository.ts, as the trainers tab): the first five. */
function matchingTrainers(terms: SearchTerms): SQL {
  const match = trainerMatch(terms);
  return sql`
  (select coalesce(json_agg(json_build_object('username', p.username, 'firstName', p.first_name,
      'lastName', p.last_name) order by p.is_prefix desc, p.similarity desc, p.username), '[]'::json)
   from (
     select ${users.username} as username, ${users.firstName} as first_name,
       ${users.lastName} as last_name, ${match.isPrefix} as is_prefix,
       ${match.similarity} as similarity
     from ${users}
     where ${match.where}
     order by ${sql.join(match.order, sql`, `)}
     limit ${PER_GROUP}
   ) p)`;
}

export interface Suggestion {
  topic: string;
  url: string;
}

export interface SuggestionRows {
  topics: Suggestion[];
  users: Array<{ username: string; firstName: string | null; lastName: string | null }>;
  events: Suggestion[];
  requirements: Suggestion[];
}

// Both drivers parse json columns; a string would mean a driver that does not.
const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T;

/**
 * First the vocabulary; then trainers, events, requirements and topic tier 1 (or, when the
 * vocabulary shows tier 1 cannot match, tiers 2 and 3 at once); then, only while topics found
 * fewer than five, tiers 2 and 3.
 */
export async function selectSuggestions(run: RunSql, terms: SearchTerms): Promise<SuggestionRows> {
  const matches = wordMatchesOf(await run(wordMatchesQuery(terms)), terms);
  const titleQuery = titleWordsQuery(terms, matches);
  const topicsFirst =
    titleQuery === null
      ? broaderTopics(terms, matches, [], PER_GROUP, null)
      : asSuggestions(titleTier(terms, titleQuery), '/topic/');
  const [first] = await run(sql`select
      ${topicsFirst} as topics,
      ${matchingTrainers(terms)} as users,
      ${asSuggestions(smallSourceTiers(eventSource, terms), '/event/Q/')} as events,
      ${asSuggestions(smallSourceTiers(requirementSource, terms), '/requirement/')} as requirements`);
  const found: SuggestionRows = {
    topics: parsed(first?.topics),
    users: parsed(first?.users),
    events: parsed(first?.events),
    requirements: parsed(first?.requirements),
  };
  const missing = PER_GROUP - found.topics.length;
  if (titleQuery === null || missing <= 0) return found;

  const seen = found.topics.map((topic) => topic.url.slice('/topic/'.length));
  const [second] = await run(
    sql`select ${broaderTopics(terms, matches, seen, missing, titleQuery)} as topics`,
  );
  found.topics.push(...parsed<Suggestion[]>(second?.topics));
  return found;
}

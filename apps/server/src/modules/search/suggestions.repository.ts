import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import {
  anywhereQuery,
  eventSource,
  indexedMatch,
  requirementSource,
  stemQuery,
  titlePrefixQuery,
  topicSource,
  trigramMatch,
  TYPO_SIMILARITY,
  type Source,
} from './search-sources.repository.ts';
import type { SearchTerms } from './search-terms.ts';

/**
 * The header box's suggestions. Every query reads at most a few dozen candidate rows straight
 * from a GIN index (see `indexedMatch`) and ranks only those, so a word found in thousands of
 * titles costs about as much as a rare one (the search page ranks all matches).
 *
 * Topics, the big table, go through tiers, each only while the earlier ones found fewer than five:
 *  1. the typed words are words of the title, the last one maybe only begun (full text, weight A);
 *     the exact title first, then titles starting with the text;
 *  2. the text anywhere (websearch syntax, or the words as above): title, description, place;
 *  3. typos: titles holding the start of a typed word, kept when pg_trgm's strict word similarity
 *     to the text is at least 0.3, best first ("exel" → Excel), after every exact match;
 *  4. still nothing (a typo in the first letters): the trigram index on the title (`<<%`).
 * Events and requirements (small tables) take tiers 1 to 3 in one query, ranked by a score.
 *
 * Statements stay small on purpose: on PGlite, planning a big one costs more than running it.
 */

const PER_GROUP = 5;
const CANDIDATES = 30;
const TRIGRAM_THRESHOLD = 0.4;

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

function titleTier(source: Source, terms: SearchTerms): SQL {
  const match =
    terms.titleWholeWordsQuery === ''
      ? indexedMatch(source.vector, titlePrefixQuery(terms))
      : sql`${source.vector} @@ to_tsquery('simple', ${terms.titleWholeWordsQuery})
          and (${source.vector} @@ ${titlePrefixQuery(terms)}) is true`;
  return sql`select c.title, c.url, 1 as tier, ${titleScore(terms)}::real as score, c.position
    from (${candidates(source, match)}) c`;
}

function anywhereTier(source: Source, terms: SearchTerms, seen: string[]): SQL {
  return sql`select c.title, c.url, 2 as tier, 0::real as score, c.position
    from (${candidates(source, indexedMatch(source.vector, anywhereQuery(terms)), PER_GROUP * 2)}) c
    where ${notIn(sql`c.url`, seen)}`;
}

/** Typo candidates: titles holding the start of a typed word, as similar as the threshold asks. */
function stemTier(source: Source, terms: SearchTerms, seen: string[]): SQL {
  const similarity = sql`strict_word_similarity(${terms.text}, c.title)`;
  return sql`select c.title, c.url, 3 as tier, ${similarity} as score, c.position
    from (${candidates(source, indexedMatch(source.vector, stemQuery(terms)))}) c
    where ${similarity} >= ${TYPO_SIMILARITY} and ${notIn(sql`c.url`, seen)}`;
}

/** The trigram index on the title, for typos in the first letters. */
function trigramTier(source: Source, terms: SearchTerms): SQL {
  return sql`select c.title, c.url, 4 as tier, strict_word_similarity(${terms.text}, c.title) as score,
      c.position
    from (
      select ${source.title} as title, ${source.url} as url, ${source.position} as position
      from ${source.from}
      where ${source.listed} and ${trigramMatch(source, terms, TRIGRAM_THRESHOLD)}
      limit ${CANDIDATES}
    ) c`;
}

/** Events and requirements: tiers 1 to 3 as one query, ranked by a score. */
function smallSourceTiers(source: Source, terms: SearchTerms): SQL {
  const match =
    terms.stemQuery === ''
      ? anywhereQuery(terms)
      : sql`(${anywhereQuery(terms)} || ${stemQuery(terms)})`;
  return sql`select c.title, c.url, 1 as tier,
      (case when c.vector @@ ${titlePrefixQuery(terms)} then 2 + ${titleScore(terms)}
            when c.vector @@ ${anywhereQuery(terms)} then 1
            else strict_word_similarity(${terms.text}, c.title) end)::real as score,
      c.position
    from (${candidates(source, indexedMatch(source.vector, match), CANDIDATES * 2, sql`, ${source.vector} as vector`)}) c
    where c.vector @@ ${anywhereQuery(terms)}
      or strict_word_similarity(${terms.text}, c.title) >= ${TYPO_SIMILARITY}`;
}

/**
 * Active users whose username or full name starts with the text (ILIKE) or resembles it
 * (pg_trgm `%`, served by the trigram indexes); prefix matches first, then by similarity.
 */
function matchingUsers(terms: SearchTerms): SQL {
  const fullName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  const isPrefixMatch = sql`(${users.username} ilike ${terms.startsWithPattern} or ${fullName} ilike ${terms.startsWithPattern} or ${users.lastName} ilike ${terms.startsWithPattern})`;
  return sql`
  (select coalesce(json_agg(json_build_object('username', p.username, 'firstName', p.first_name,
      'lastName', p.last_name) order by p.is_prefix desc, p.similarity desc, p.username), '[]'::json)
   from (
     select ${users.username} as username, ${users.firstName} as first_name,
       ${users.lastName} as last_name, ${isPrefixMatch} as is_prefix,
       greatest(similarity(${users.username}, ${terms.text}), similarity(${fullName}, ${terms.text})) as similarity
     from ${users}
     where ${users.isActive}
       and (${isPrefixMatch} or ${users.username} % ${terms.text} or ${fullName} % ${terms.text})
     order by is_prefix desc, similarity desc, username
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
 * Round 1 (always): users, topic tier 1, events, requirements. Then, only while topics found
 * fewer than five: tiers 2 and 3 in one statement (typo matches fill the places the exact ones
 * leave, ranked after them), and tier 4 when still nothing at all.
 */
export async function selectSuggestions(run: RunSql, terms: SearchTerms): Promise<SuggestionRows> {
  const [first] = await run(sql`select
      ${asSuggestions(titleTier(topicSource, terms), '/topic/')} as topics,
      ${matchingUsers(terms)} as users,
      ${asSuggestions(smallSourceTiers(eventSource, terms), '/event/Q/')} as events,
      ${asSuggestions(smallSourceTiers(requirementSource, terms), '/requirement/')} as requirements`);
  const found: SuggestionRows = {
    topics: parsed(first?.topics),
    users: parsed(first?.users),
    events: parsed(first?.events),
    requirements: parsed(first?.requirements),
  };
  const missing = PER_GROUP - found.topics.length;
  if (missing <= 0) return found;

  const seen = found.topics.map((topic) => topic.url.slice('/topic/'.length));
  const typos =
    terms.stemQuery === ''
      ? sql``
      : sql` union all select * from (${stemTier(topicSource, terms, seen)}) typo
          where (select count(*) from broader) < ${missing}
            and typo.url not in (select url from broader)`;
  const [second] = await run(sql`with broader as (${anywhereTier(topicSource, terms, seen)})
    select ${asSuggestions(sql`select * from broader${typos}`, '/topic/', missing)} as topics`);
  found.topics.push(...parsed<Suggestion[]>(second?.topics));
  if (found.topics.length > 0) return found;

  const [last] = await run(
    sql`select ${asSuggestions(trigramTier(topicSource, terms), '/topic/')} as topics`,
  );
  found.topics = parsed(last?.topics);
  return found;
}

import { categories, type Category, type DeliveryMode } from '@app/contracts/catalogue';
import { addDays } from './dates.ts';
import { isRemote, italianCities, type DemoProvider } from './demo-providers.ts';
import type { Random } from './random.ts';
import {
  composeBio,
  composeTopicDescription,
  spokenLanguageNames,
  type TextLanguage,
} from './topic-texts.ts';
import type { UniqueSlugs } from './unique-slugs.ts';
import type { CourseTexts } from './vocabulary-types.ts';
import { vocabulary } from './vocabulary.ts';

export interface PlannedTopic {
  key: number;
  username: string;
  category: Category;
  language: TextLanguage;
  title: string;
  url: string;
  description: string;
  /** The course's programme, which the description lists and the topic's events draw on. */
  programme: string[];
  outcomes: string[];
  audience: string;
  durationHours: number;
  delivery: DeliveryMode;
  languages: string[];
  location: string | null;
  priceMinor: number;
  status: 'draft' | 'published';
  createdAt: Date;
  publishedAt: Date | null;
  /** Whether the topic shows a second picture (its category's event picture) after its own. */
  secondPicture: boolean;
}

export interface PlannedProfile {
  username: string;
  bio: string;
  skills: string[];
  location: string;
  spokenLanguages: string[];
  category: Category;
}

interface Slot {
  category: Category;
  language: TextLanguage;
  course: CourseTexts;
  username: string;
}

const letter = /\p{L}/u;

/** Whether `text` holds `word` as a whole word, in any case (Excel in "Excel avanzato"). */
function holdsWord(text: string, word: string): boolean {
  const haystack = text.toLowerCase();
  const needle = word.toLowerCase();
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if ((!before || !letter.test(before)) && (!after || !letter.test(after))) return true;
  }
  return false;
}

/**
 * Whether the course's title names one of the provider's skills (Excel, Scrum, Tedesco). No
 * case-insensitive Unicode pattern: compiling one (a letter class folded for case) cost about
 * 3 ms each, and the plan asks this of every provider for every course.
 */
function knowsSubject(provider: DemoProvider, course: CourseTexts): boolean {
  return provider.skills.some((skill) => holdsWord(course.title, skill));
}

/**
 * Every course of the vocabulary becomes one topic, given to a provider who teaches the category
 * in that language, the least busy first, where a course naming one of someone's skills counts as
 * four courses less (the German course goes to the German teacher); an English course counts two
 * more for those who also teach in Italian, so that it goes first to those who only teach in
 * English, who could not take the Italian ones.
 */
function allocate(providers: DemoProvider[]): Slot[] {
  const load = new Map(providers.map((provider) => [provider.username, 0]));
  const slots: Slot[] = [];
  for (const category of categories) {
    const teachers = providers.filter((provider) => provider.categories.includes(category));
    if (teachers.length === 0) continue;
    for (const language of ['en', 'it'] as const) {
      for (const course of vocabulary[category][language].courses) {
        const speakers = teachers.filter((provider) => provider.languages.includes(language));
        const eligible = speakers.length > 0 ? speakers : teachers;
        const bilingual = (provider: DemoProvider) =>
          language === 'en' && provider.languages.length > 1 ? 1 : 0;
        const rank = (provider: DemoProvider) => [
          (load.get(provider.username) ?? 0) -
            (knowsSubject(provider, course) ? 4 : 0) +
            2 * bilingual(provider),
          bilingual(provider),
          provider.categories.indexOf(category),
        ];
        // Each provider's rank once, not once per comparison (a new data folder's start waits
        // for this plan).
        const ranked = eligible.map((provider) => ({ provider, rank: rank(provider) }));
        const chosen = ranked.sort((a, b) => {
          const [left, right] = [a.rank, b.rank];
          return left[0]! - right[0]! || left[1]! - right[1]! || left[2]! - right[2]!;
        })[0]!.provider;
        load.set(chosen.username, (load.get(chosen.username) ?? 0) + 1);
        slots.push({ category, language, course, username: chosen.username });
      }
    }
  }
  // Someone whose categories were all taken by others gets a title from the busiest colleague.
  for (const provider of providers) {
    if ((load.get(provider.username) ?? 0) > 0) continue;
    const candidates = slots
      .filter(
        (slot) =>
          provider.categories.includes(slot.category) &&
          provider.languages.includes(slot.language) &&
          (load.get(slot.username) ?? 0) > 2,
      )
      .sort((a, b) => (load.get(b.username) ?? 0) - (load.get(a.username) ?? 0));
    const taken = candidates[0];
    if (!taken) continue;
    load.set(taken.username, (load.get(taken.username) ?? 0) - 1);
    taken.username = provider.username;
    load.set(provider.username, 1);
  }
  return slots;
}

const languagesOfLanguageCourse: Array<[RegExp, string[]]> = [
  [/inglese|english/i, ['en', 'it']],
  [/tedesco|german/i, ['de', 'it']],
  [/spagnolo|spanish/i, ['es', 'it']],
  [/francese|french/i, ['fr', 'it']],
  [/italian/i, ['it', 'en']],
];

function deliveryFor(
  random: Random,
  provider: DemoProvider,
  category: Category,
  course: CourseTexts,
): DeliveryMode {
  if (isRemote(provider)) return 'online';
  if (course.delivery) return course.delivery;
  const habit = vocabulary[category].delivery;
  const weights: Record<typeof habit, Array<[DeliveryMode, number]>> = {
    online: [
      ['online', 6],
      ['blended', 2],
      ['in_person', 2],
    ],
    in_person: [
      ['in_person', 7],
      ['blended', 2],
      ['online', 1],
    ],
    mixed: [
      ['in_person', 4],
      ['blended', 3],
      ['online', 3],
    ],
  };
  return random.weighted(weights[habit]);
}

function priceFor(random: Random, [min, max]: [number, number]): number {
  const euros = Math.round(random.int(min, max) / 100) * 100;
  // Half of the prices end in 90, as price lists do.
  const shown = random.chance(0.5) ? euros - 10 : euros;
  return Math.min(max, Math.max(min, shown)) * 100;
}

export function planTopics(
  random: Random,
  now: Date,
  providers: DemoProvider[],
  slugs: UniqueSlugs,
): PlannedTopic[] {
  const byName = new Map(providers.map((provider) => [provider.username, provider]));
  const topics = allocate(providers).map((slot, key): PlannedTopic => {
    const provider = byName.get(slot.username)!;
    const { course } = slot;
    const words = vocabulary[slot.category];
    const texts = words[slot.language];
    const delivery = deliveryFor(random, provider, slot.category, course);
    const home = isRemote(provider) ? null : provider.city;
    const city =
      delivery === 'online' ? null : random.chance(0.7) && home ? home : random.pick(italianCities);
    const hours = course.hours ?? Math.max(4, Math.round(random.int(...words.hours) / 4) * 4);
    const facts = {
      title: course.title,
      hours,
      delivery,
      city,
      group: random.pick([8, 10, 12, 15, 16, 20]),
    };
    const courseLanguages =
      slot.category === 'languages'
        ? (languagesOfLanguageCourse.find(([pattern]) => pattern.test(course.title))?.[1] ?? [
            slot.language,
          ])
        : random.chance(0.25)
          ? [...new Set([slot.language, ...provider.languages])]
          : [slot.language];
    const publishedAt = new Date(
      addDays(now, -random.int(7, 540)).getTime() - random.int(0, 86_399) * 1000,
    );
    return {
      key,
      username: slot.username,
      category: slot.category,
      language: slot.language,
      title: course.title,
      url: slugs.take(course.title),
      description: composeTopicDescription(random, slot.language, texts, facts, course.programme),
      programme: course.programme,
      outcomes: course.outcomes,
      audience: course.audience ?? random.pick(texts.audiences),
      durationHours: hours,
      delivery,
      languages: courseLanguages,
      location: city,
      priceMinor: priceFor(random, words.euros),
      status: 'published',
      createdAt: addDays(publishedAt, -random.int(1, 14)),
      publishedAt,
      secondPicture: random.chance(0.25),
    };
  });
  markDrafts(random, now, topics);
  return topics;
}

/**
 * A few topics stay drafts, each of a provider who has three or more (so everyone keeps published
 * ones), among them one of giulia_bianchi, the demo provider, so her list shows both states.
 */
function markDrafts(random: Random, now: Date, topics: PlannedTopic[], count = 8): void {
  const owned = new Map<string, number>();
  for (const topic of topics) owned.set(topic.username, (owned.get(topic.username) ?? 0) + 1);
  const demoProviderTopic = topics.filter((topic) => topic.username === 'giulia_bianchi').at(-1);
  const candidates = [
    ...(demoProviderTopic ? [demoProviderTopic] : []),
    ...random.sample(topics, topics.length),
  ];
  const drafted = new Set<string>();
  for (const topic of candidates) {
    if (drafted.size >= count) break;
    if (drafted.has(topic.username) || (owned.get(topic.username) ?? 0) < 3) continue;
    drafted.add(topic.username);
    topic.status = 'draft';
    topic.publishedAt = null;
    topic.createdAt = addDays(now, -random.int(1, 30));
  }
}

/** Profile texts of the providers, in the language they write in. */
export function planProfiles(random: Random, providers: DemoProvider[]): PlannedProfile[] {
  return providers.map((provider) => {
    const language = provider.languages[0]!;
    const areas = provider.categories
      .slice(0, 2)
      .map((category) => vocabulary[category][language].area);
    const remote = isRemote(provider);
    return {
      username: provider.username,
      bio: composeBio(random, language, { ...provider, areas, remote }),
      skills: provider.skills,
      location: provider.city,
      spokenLanguages: spokenLanguageNames(language, provider.languages, remote),
      category: provider.categories[0]!,
    };
  });
}

import type { Category, DeliveryMode } from '@app/contracts/catalogue';
import { addDays, onWeekday, zonedInstant } from './dates.ts';
import { isRemote, type DemoProvider } from './demo-providers.ts';
import {
  composeEventDescription,
  eventKinds,
  eventTitleFor,
  standaloneEvents,
  type EventKind,
} from './event-texts.ts';
import type { PlannedTopic } from './plan-topics.ts';
import type { Random } from './random.ts';
import type { TextLanguage } from './topic-texts.ts';
import type { UniqueSlugs } from './unique-slugs.ts';

export interface PlannedEvent {
  username: string;
  topicKey: number | null;
  category: Category;
  title: string;
  url: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  delivery: DeliveryMode;
  location: string | null;
  onlineUrl: string | null;
  capacity: number;
  priceMinor: number;
  language: TextLanguage;
  createdAt: Date;
}

const streets = [
  'Via Roma 12',
  'Corso Italia 45',
  'Via Garibaldi 8',
  'Via Mazzini 21',
  'Viale della Repubblica 130',
  'Via Dante 3',
  'Piazza della Libertà 5',
  'Via Verdi 17',
];

/** Trainers abroad set their times in their own zone. */
const zoneOfCity: Record<string, string> = { London: 'Europe/London', Dublin: 'Europe/Dublin' };

/** Where an online event happens: a reserved example domain, so no real meeting is linked. */
const onlineLink = (slug: string) => `https://meet.example.com/${slug}`;

/** Days from now: most events in the next one to four months, a few already held. */
function scheduleDays(random: Random, upcoming: number, past: number): number[] {
  const ahead = Array.from(
    { length: upcoming },
    (_, index) => 6 + Math.round((index * 112) / Math.max(1, upcoming - 1)) + random.int(0, 2),
  );
  const behind = Array.from({ length: past }, (_, index) => -(5 + index * 12 + random.int(0, 4)));
  return random.sample([...ahead, ...behind], upcoming + past);
}

function kindFor(random: Random, delivery: DeliveryMode): EventKind {
  if (delivery === 'online') return random.pick(['webinar', 'webinar', 'masterclass', 'taster']);
  if (delivery === 'in_person') return random.pick(['workshop', 'masterclass', 'taster']);
  return random.pick(['webinar', 'workshop', 'masterclass', 'taster']);
}

function eventPrice(random: Random, kind: EventKind): number {
  const [min, max] = eventKinds[kind].euros;
  if (max === 0) return 0;
  const euros = Math.round(random.int(min, max) / 10) * 10;
  return (random.chance(0.5) ? euros - 1 : euros) * 100;
}

/**
 * 30 events: most present a published topic (each by a different provider), the rest stand on
 * their own. Trainers abroad set their times in their own zone, two webinars for an American
 * audience in America/New_York, everyone else in Europe/Rome.
 */
export function planEvents(
  random: Random,
  now: Date,
  providers: DemoProvider[],
  topics: PlannedTopic[],
  slugs: UniqueSlugs,
  total = 30,
): PlannedEvent[] {
  const byName = new Map(providers.map((provider) => [provider.username, provider]));
  const standalone = standaloneEvents.filter((event) => byName.has(event.username));
  const usedProviders = new Set<string>();
  const perCategory = new Map<Category, number>();
  const fromTopics: PlannedTopic[] = [];
  for (const topic of random.sample(topics, topics.length)) {
    if (fromTopics.length >= total - standalone.length) break;
    if (topic.status !== 'published' || usedProviders.has(topic.username)) continue;
    if ((perCategory.get(topic.category) ?? 0) >= 2) continue;
    usedProviders.add(topic.username);
    perCategory.set(topic.category, (perCategory.get(topic.category) ?? 0) + 1);
    fromTopics.push(topic);
  }
  const count = fromTopics.length + standalone.length;
  const days = scheduleDays(random, count - Math.round(count / 5), Math.round(count / 5));
  let newYorkWebinars = 0;

  const drafts = [
    ...fromTopics.map((topic) => {
      const provider = byName.get(topic.username)!;
      const kind = isRemote(provider) ? 'webinar' : kindFor(random, topic.delivery);
      const city = topic.location ?? provider.city;
      return {
        username: topic.username,
        topicKey: topic.key,
        category: topic.category,
        language: topic.language,
        kind,
        title: eventTitleFor(topic.language, kind, topic.title, city),
        intro: undefined as string | undefined,
        // Three items of the topic's own programme, in its order.
        agenda: random
          .sample(topic.programme, 3)
          .sort((a, b) => topic.programme.indexOf(a) - topic.programme.indexOf(b)),
        online:
          kind === 'webinar' ||
          topic.delivery === 'online' ||
          (kind !== 'workshop' && random.chance(0.3)),
        city,
      };
    }),
    ...standalone.map((event) => ({
      ...event,
      topicKey: null,
      city: byName.get(event.username)!.city,
    })),
  ];

  return drafts.map((draft, index): PlannedEvent => {
    const provider = byName.get(draft.username)!;
    const shape = eventKinds[draft.kind];
    const online = draft.online || isRemote(provider);
    let timeZone = zoneOfCity[provider.city] ?? 'Europe/Rome';
    let startHour = shape.startHour;
    if (online && draft.language === 'en' && timeZone === 'Europe/Rome' && newYorkWebinars < 2) {
      newYorkWebinars += 1;
      timeZone = 'America/New_York';
      startHour = 12;
    }
    const day = onWeekday(addDays(now, days[index]!));
    const startsAt = zonedInstant(day, startHour, shape.startMinute, timeZone);
    const url = slugs.take(draft.title);
    return {
      username: draft.username,
      topicKey: draft.topicKey,
      category: draft.category,
      title: draft.title,
      url,
      description: composeEventDescription(
        random,
        draft.language,
        draft.kind,
        draft.agenda,
        online,
        draft.intro,
      ),
      startsAt,
      endsAt: new Date(startsAt.getTime() + shape.minutes * 60_000),
      timeZone,
      delivery: online ? 'online' : 'in_person',
      location: online ? null : `${random.pick(streets)}, ${draft.city}`,
      onlineUrl: online ? onlineLink(url) : null,
      capacity: random.int(...shape.capacity),
      priceMinor: eventPrice(random, draft.kind),
      language: draft.language,
      createdAt: addDays(startsAt > now ? now : startsAt, -random.int(10, 45)),
    };
  });
}

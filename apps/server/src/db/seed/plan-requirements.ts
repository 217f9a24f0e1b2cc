import type { Category, DeliveryMode } from '@app/contracts/catalogue';
import { addDays, isoDate } from './dates.ts';
import type { Random } from './random.ts';
import { demoSeekers, requirementDescription, requirementTitle } from './requirement-texts.ts';
import type { TextLanguage } from './topic-texts.ts';
import type { UniqueSlugs } from './unique-slugs.ts';
import { vocabulary } from './vocabulary.ts';

export interface PlannedRequirement {
  username: string;
  title: string;
  url: string;
  description: string;
  category: Category;
  participants: number;
  preferredStart: string;
  preferredEnd: string;
  delivery: DeliveryMode;
  location: string | null;
  language: TextLanguage;
  budgetMinMinor: number | null;
  budgetMaxMinor: number | null;
  deadline: string;
  status: 'open' | 'closed';
  showOnProfile: boolean;
  createdAt: Date;
}

/** The first title variant nobody has used yet (another seeker may ask for the same thing). */
function uniqueTitle(used: Set<string>, titleOf: (variant: number) => string): string {
  for (let variant = 0; variant < 4; variant += 1) {
    const title = titleOf(variant);
    if (!used.has(title)) {
      used.add(title);
      return title;
    }
  }
  let title = titleOf(0);
  for (let suffix = 2; used.has(title); suffix += 1) title = `${titleOf(0)} (${suffix})`;
  used.add(title);
  return title;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/**
 * The seekers' requests (40 with the full cast): every fifth one is closed, with its deadline
 * passed; open ones close in the coming weeks and would start soon after.
 */
export function planRequirements(
  random: Random,
  now: Date,
  seekers: Set<string>,
  slugs: UniqueSlugs,
): PlannedRequirement[] {
  const planned: PlannedRequirement[] = [];
  const titles = new Set<string>();
  let sequence = 0;
  for (const seeker of demoSeekers.filter((entry) => seekers.has(entry.username))) {
    for (let index = 0; index < seeker.count; index += 1) {
      sequence += 1;
      const closed = sequence % 5 === 0;
      const category = seeker.categories[index % seeker.categories.length]!;
      const texts = vocabulary[category][seeker.language];
      const need = texts.needs[(index + sequence) % texts.needs.length]!;
      const participants = seeker.company
        ? random.pick([10, 12, 15, 20, 25, 30, 40, 60])
        : random.pick([4, 5, 6, 8, 10, 12, 15]);
      const delivery = random.weighted<DeliveryMode>([
        ['in_person', 4],
        ['online', 3],
        ['blended', 2],
      ]);
      const createdAt = closed
        ? addDays(now, -random.int(45, 120))
        : new Date(addDays(now, -random.int(1, 40)).getTime() - random.int(0, 80_000) * 1000);
      const deadline = closed ? addDays(now, -random.int(5, 30)) : addDays(now, random.int(10, 60));
      const start = addDays(deadline, random.int(7, 30));
      const end = addDays(start, random.int(0, 45));
      const title = uniqueTitle(titles, (variant) =>
        requirementTitle(
          seeker.language,
          index + sequence + variant,
          need,
          participants,
          seeker.city,
        ),
      );
      const perPerson = random.int(80, 220);
      const budgetMin = roundTo(participants * perPerson, 100);
      const hasBudget = !random.chance(0.1);
      planned.push({
        username: seeker.username,
        title,
        url: slugs.take(title),
        description: requirementDescription(random, seeker.language, {
          intro: seeker.intro,
          need,
          participants,
          delivery,
          city: seeker.city,
          start: isoDate(start),
          end: isoDate(end),
        }),
        category,
        participants,
        preferredStart: isoDate(start),
        preferredEnd: isoDate(end),
        delivery,
        location: delivery === 'online' ? null : seeker.city,
        language: seeker.language,
        budgetMinMinor: hasBudget ? budgetMin * 100 : null,
        budgetMaxMinor: hasBudget
          ? roundTo(budgetMin * (1.3 + random.next() * 0.7), 100) * 100
          : null,
        deadline: isoDate(deadline),
        status: closed ? 'closed' : 'open',
        showOnProfile: !random.chance(0.15),
        createdAt,
      });
    }
  }
  return planned;
}

import { categories } from '@app/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../seed.ts';
import { buildCataloguePlan } from './catalogue-plan.ts';
import { demoProviders } from './demo-providers.ts';
import { vocabulary } from './vocabulary.ts';

/** The demo catalogue as plain data: no database needed to check what it says. */
const plan = buildCataloguePlan({
  now: new Date(),
  providers: demoUsers
    .filter((user) => user.serviceType === 'provider')
    .map((user) => user.username),
  users: demoUsers.map((user) => user.username),
});

const listItems = (html: string) => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
const unescaped = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('demo catalogue plan', () => {
  it("gives every topic its own course's programme and outcomes, never another course's", () => {
    for (const topic of plan.topics) {
      const course = vocabulary[topic.category][topic.language].courses.filter(
        (entry) => entry.title === topic.title,
      );
      expect(course, topic.title).toHaveLength(1);
      expect(
        listItems(topic.description).map((item) => unescaped(item!)),
        topic.title,
      ).toEqual(course[0]!.programme);
      expect(topic.programme).toEqual(course[0]!.programme);
      expect(topic.outcomes, topic.title).toEqual(course[0]!.outcomes);
      if (course[0]!.hours) expect(topic.durationHours, topic.title).toBe(course[0]!.hours);
    }
    // Written for each course: no programme item or outcome of a category is used twice.
    for (const category of categories) {
      for (const language of ['it', 'en'] as const) {
        const courses = vocabulary[category][language].courses;
        const items = courses.flatMap((course) => [...course.programme, ...course.outcomes]);
        expect(new Set(items).size, `${category}/${language}`).toBe(items.length);
      }
    }
  });

  it("draws an event's agenda from the programme of the topic it presents", () => {
    const presenting = plan.events.filter((event) => event.topicKey !== null);
    expect(presenting.length).toBeGreaterThan(15);
    for (const event of presenting) {
      const topic = plan.topics[event.topicKey!]!;
      const agenda = listItems(event.description).map((item) => unescaped(item!));
      expect(agenda.length).toBeGreaterThanOrEqual(3);
      for (const item of agenda) expect(topic.programme, event.title).toContain(item);
    }
  });

  it('sizes categories unevenly, as a marketplace is: from 3 topics to two dozen', () => {
    const sizes = categories.map(
      (category) => plan.topics.filter((topic) => topic.category === category).length,
    );
    expect(Math.min(...sizes)).toBe(3);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(25);
    expect(new Set(sizes).size).toBeGreaterThan(8);
    expect(plan.topics.length).toBeGreaterThanOrEqual(220);
    expect(plan.topics.length).toBeLessThanOrEqual(250);
  });

  it('makes every trainer a person with a name, a bio, skills and published topics', () => {
    const providers = demoUsers.filter((user) => user.serviceType === 'provider');
    const profiles = new Map(plan.profiles.map((profile) => [profile.username, profile]));
    const publishing = new Set(
      plan.topics.filter((topic) => topic.status === 'published').map((topic) => topic.username),
    );
    expect(new Set(demoProviders.map((provider) => provider.username))).toEqual(
      new Set(providers.map((user) => user.username)),
    );
    for (const user of providers) {
      expect(user.firstName.trim(), user.username).not.toBe('');
      expect(user.lastName.trim(), user.username).not.toBe('');
      expect(profiles.get(user.username)?.bio, user.username).toBeTruthy();
      expect(profiles.get(user.username)?.skills.length, user.username).toBeGreaterThan(0);
      expect(publishing.has(user.username), user.username).toBe(true);
    }
  });
});

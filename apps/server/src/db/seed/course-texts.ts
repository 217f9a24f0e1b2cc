import { deliveryModes, type DeliveryMode } from '@app/contracts/catalogue';
import type { CourseTexts } from './vocabulary-types.ts';

const isDeliveryMode = (text: string): text is DeliveryMode =>
  (deliveryModes as readonly string[]).includes(text);

/**
 * Demo courses written as text, so that a title and its programme sit together and read like a
 * brochure. One line each, by its first character:
 *
 *   # the title            - a programme item (3 to 6, in order)   + an outcome (3 to 6)
 *   > the audience, where the category's would not fit
 *   = the length in hours, where the law or the title sets it
 *   @ the delivery mode (in_person, online, blended), where no other would do
 *
 * Read once when the seed is loaded: a line out of place throws, so a typo cannot reach the demo.
 */
export function courses(text: string): CourseTexts[] {
  const list: CourseTexts[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const mark = line[0];
    const rest = line.slice(1).trim();
    if (mark === '#') {
      list.push({ title: rest, programme: [], outcomes: [] });
      continue;
    }
    const course = list.at(-1);
    if (!course || rest === '') throw new Error(`Demo course line out of place: ${line}`);
    if (mark === '-') course.programme.push(rest);
    else if (mark === '+') course.outcomes.push(rest);
    else if (mark === '>') course.audience = rest;
    else if (mark === '=' && /^\d+$/.test(rest)) course.hours = Number(rest);
    else if (mark === '@' && isDeliveryMode(rest)) course.delivery = rest;
    else throw new Error(`Demo course line not understood: ${line}`);
  }
  for (const course of list) {
    const fits = (items: string[]) => items.length >= 3 && items.length <= 6;
    if (!fits(course.programme) || !fits(course.outcomes)) {
      throw new Error(`Demo course needs 3 to 6 programme items and outcomes: ${course.title}`);
    }
  }
  return list;
}

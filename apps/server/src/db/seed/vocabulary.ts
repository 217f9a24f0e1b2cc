import { categories, type Category } from '@app/contracts/catalogue';
import { digitalCourses } from './courses-digital.ts';
import { leadershipCourses } from './courses-leadership.ts';
import { marketCourses } from './courses-market.ts';
import { officeCourses } from './courses-office.ts';
import { operationsCourses } from './courses-operations.ts';
import { peopleCourses } from './courses-people.ts';
import { projectCourses } from './courses-projects.ts';
import { rulesCourses } from './courses-rules.ts';
import type { CategoryVocabulary } from './vocabulary-types.ts';
import { digitalVocabulary } from './vocabulary-digital.ts';
import { marketVocabulary } from './vocabulary-market.ts';
import { officeVocabulary } from './vocabulary-office.ts';
import { operationsVocabulary } from './vocabulary-operations.ts';
import { peopleVocabulary } from './vocabulary-people.ts';
import { projectsVocabulary } from './vocabulary-projects.ts';
import { rulesVocabulary } from './vocabulary-rules.ts';

const parts = {
  ...peopleVocabulary,
  ...projectsVocabulary,
  ...marketVocabulary,
  ...digitalVocabulary,
  ...officeVocabulary,
  ...operationsVocabulary,
  ...rulesVocabulary,
};

/**
 * Each course becomes one demo topic, so a category is as big as its list: a marketplace is never
 * even, and the demo's categories range from leadership (the busiest, 24 topics) and project
 * management down to three for logistics, design and sustainability.
 */
const courseParts = {
  ...leadershipCourses,
  ...peopleCourses,
  ...projectCourses,
  ...marketCourses,
  ...digitalCourses,
  ...officeCourses,
  ...operationsCourses,
  ...rulesCourses,
};

/** The words and courses of every category of the contract, in Italian and English. */
export const vocabulary: Record<Category, CategoryVocabulary> = Object.fromEntries(
  categories.map((category) => {
    const entry = parts[category];
    const courses = courseParts[category];
    if (!entry || !courses) throw new Error(`Demo vocabulary misses the category ${category}`);
    return [
      category,
      {
        ...entry,
        it: { ...entry.it, courses: courses.it },
        en: { ...entry.en, courses: courses.en },
      },
    ];
  }),
) as Record<Category, CategoryVocabulary>;

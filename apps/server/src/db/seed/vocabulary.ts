import { categories, type Category } from '@app/contracts/catalogue';
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

/** The words of every category of the contract, in Italian and English. */
export const vocabulary: Record<Category, CategoryVocabulary> = Object.fromEntries(
  categories.map((category) => {
    const entry = parts[category];
    if (!entry) throw new Error(`Demo vocabulary misses the category ${category}`);
    return [category, entry];
  }),
) as Record<Category, CategoryVocabulary>;

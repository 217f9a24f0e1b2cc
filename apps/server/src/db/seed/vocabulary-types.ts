import type { Category } from '@app/contracts/catalogue';

/** The words of one category in one language, from which the demo texts are composed. */
export interface CategoryTexts {
  /** The field as it reads after "in"/"di" ("gestione dei progetti", "project management"). */
  area: string;
  /** Opening sentences of a description: why people need the subject. */
  pains: string[];
  /** Topic titles; each is used once. */
  titles: string[];
  /** What a participant learns; a topic picks 3 to 6. */
  outcomes: string[];
  /** Programme items listed in a description. */
  modules: string[];
  /** Who the course is for. */
  audiences: string[];
  /** What a seeker asks for, as it reads after "corso di" / "training in". */
  needs: string[];
}

export interface CategoryVocabulary {
  it: CategoryTexts;
  en: CategoryTexts;
  /** Typical length in hours and price in euros of a course of the category. */
  hours: [number, number];
  euros: [number, number];
  /** How courses of the category are mostly given. */
  delivery: 'online' | 'in_person' | 'mixed';
}

export type VocabularyPart = Partial<Record<Category, CategoryVocabulary>>;

import type { Category, DeliveryMode } from '@app/contracts/catalogue';

/** The words of one category in one language that every topic of the category may use. */
export interface CategoryWords {
  /** The field as it reads after "in"/"di" ("gestione dei progetti", "project management"). */
  area: string;
  /** Opening sentences of a description: why people need the subject (true of every course). */
  pains: string[];
  /** Who a course is for, when the course names nobody of its own (true of every course). */
  audiences: string[];
  /** What a seeker asks for, as it reads after "corso di" / "training in". */
  needs: string[];
}

/**
 * One demo topic and what belongs to it alone: its programme and outcomes are written for its
 * title, never drawn from a pool of the category (where a German course got an English agenda).
 */
export interface CourseTexts {
  title: string;
  /** The programme, in order: the description lists it, the topic's events take from it. */
  programme: string[];
  /** What a participant learns (3 to 6). */
  outcomes: string[];
  /** Who it is for, where the category's audiences would not fit. */
  audience?: string;
  /** A length the law or the title sets (first aid for group B, "35 contact hours"). */
  hours?: number;
  /** How it must be given, where another way could not be (a practical test needs a room). */
  delivery?: DeliveryMode;
}

export interface CategoryTexts extends CategoryWords {
  /** The category's topics, one demo topic each: how many there are is the category's size. */
  courses: CourseTexts[];
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

/** What a vocabulary-*.ts file holds of its categories: everything but the courses. */
export type VocabularyPart = Partial<
  Record<Category, Omit<CategoryVocabulary, 'it' | 'en'> & { it: CategoryWords; en: CategoryWords }>
>;

/** What a courses-*.ts file holds: the courses of its categories, by language. */
export type CoursePart = Partial<Record<Category, { it: CourseTexts[]; en: CourseTexts[] }>>;

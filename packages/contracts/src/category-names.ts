import type { Category } from './catalogue.ts';
import type { Language } from './locales.ts';
import it from './category-names/it.ts';
import en from './category-names/en.ts';
import de from './category-names/de.ts';
import fr from './category-names/fr.ts';
import es from './category-names/es.ts';

/**
 * The categories' names in the five languages, one file a language: the web loads the one its
 * page needs with its catalogue (as `categories.{slug}`), the server names a topic's category in
 * what it writes without a browser (a page's breadcrumb). One list, both sides.
 */
const categoryNames = { it, en, de, fr, es } satisfies Record<Language, Record<Category, string>>;

export const categoryName = (language: Language, category: Category): string =>
  categoryNames[language][category];

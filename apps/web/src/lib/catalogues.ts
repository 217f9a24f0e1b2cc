import type { Language } from '@app/contracts/locales';
import type { Catalogue } from './i18n.ts';
import it from './locales/it.json';
import en from './locales/en.json';
import de from './locales/de.json';
import fr from './locales/fr.json';
import es from './locales/es.json';

/**
 * All five catalogues at once, for tests (catalogue-check.test.ts). The app never imports this
 * module: it loads the one catalogue a page needs through `loadCatalogue` (i18n.ts).
 */
export const catalogues = { it, en, de, fr, es } satisfies Record<Language, Catalogue>;

import type { Language } from './locales.ts';

/**
 * How a CSV file is written for a reader of `language`, so that a spreadsheet set up for that
 * language opens it in columns: English uses commas and a decimal point; Italian, German, French
 * and Spanish (whose spreadsheets take the comma as the decimal mark) semicolons and a decimal
 * comma.
 */
export interface CsvDialect {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

export function csvDialectOf(language: Language): CsvDialect {
  return language === 'en' ? { delimiter: ',', decimal: '.' } : { delimiter: ';', decimal: ',' };
}

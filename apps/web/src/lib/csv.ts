import { csvDialectOf, type CsvDialect } from '@app/contracts/csv';
import type { Language } from '@app/contracts/locales';

/**
 * CSV files made in the browser (the schedule, the money reports), in the reader's language's
 * dialect (contracts/csv.ts: `;` and a decimal comma but in English), so that the spreadsheet
 * opens them in columns: RFC 4180 quoting (a field with the delimiter, a quote or a line break is
 * quoted, quotes doubled), CRLF line ends, and a UTF-8 byte order mark so Excel reads accents
 * right. A text that starts like a formula (=, +, -, @) gets a leading apostrophe: a name typed
 * into a booking must not run in the admin's spreadsheet. A plain number is written as a number,
 * with the dialect's decimal mark (a credit note's negative amount stays a number).
 */
export const CSV_BOM = '\uFEFF';

const englishDialect: CsvDialect = { delimiter: ',', decimal: '.' };

export function csvField(
  value: string | number | null | undefined,
  dialect: CsvDialect = englishDialect,
): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  const isPlainNumber = /^-?\d+(\.\d+)?$/.test(text);
  if (isPlainNumber) return dialect.decimal === '.' ? text : text.replace('.', dialect.decimal);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
  language: Language,
) {
  const dialect = csvDialectOf(language);
  return (
    CSV_BOM +
    [header, ...rows]
      .map((row) => row.map((value) => csvField(value, dialect)).join(dialect.delimiter))
      .join('\r\n') +
    '\r\n'
  );
}

/** Offers the text as a file download (an object URL, released right after). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

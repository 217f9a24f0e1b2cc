/**
 * CSV files made in the browser (the schedule, the money reports): RFC 4180 quoting (a field
 * with a comma, quote or line break is quoted, quotes doubled), CRLF line ends, and a UTF-8 byte
 * order mark so Excel reads accents right. A text that starts like a formula (=, +, -, @) gets a
 * leading apostrophe: a name typed into a booking must not run in the admin's spreadsheet. A plain
 * number is written as it is (a credit note's negative amount stays a number).
 */
export const CSV_BOM = '\uFEFF';

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  const isPlainNumber = /^-?\d+(\.\d+)?$/.test(text);
  if (!isPlainNumber && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
) {
  return (
    CSV_BOM +
    [header, ...rows].map((row) => row.map((value) => csvField(value)).join(',')).join('\r\n') +
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

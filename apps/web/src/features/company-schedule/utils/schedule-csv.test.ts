import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './schedule-csv.ts';

describe('the schedule CSV', () => {
  it('quotes fields with commas, quotes, semicolons or line breaks, doubling quotes', () => {
    expect(csvField('Sicurezza')).toBe('Sicurezza');
    expect(csvField('Rossi, Mario')).toBe('"Rossi, Mario"');
    expect(csvField('Il "nuovo" corso')).toBe('"Il ""nuovo"" corso"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('riga\nnuova')).toBe('"riga\nnuova"');
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+39 02 1234')).toBe("'+39 02 1234");
  });

  it('starts with a UTF-8 byte order mark and ends rows with CRLF', () => {
    const text = toCsv(
      ['Corso', 'Partecipante'],
      [
        ['Qualità', 'Nicolò'],
        ['Excel', null],
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('Corso,Partecipante\r\nQualità,Nicolò\r\nExcel,\r\n');
  });
});

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
      'en',
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('Corso,Partecipante\r\nQualità,Nicolò\r\nExcel,\r\n');
  });

  it('opens in columns in a spreadsheet set up for the reader’s language', () => {
    const rows = [
      ['Excel, avanzato', '1220.50'],
      ['Nota di credito', '-244.00'],
    ];
    // Italian, German, French, Spanish: semicolons and a decimal comma.
    for (const language of ['it', 'de', 'fr', 'es'] as const) {
      expect(toCsv(['Corso', 'Importo (EUR)'], rows, language).slice(1)).toBe(
        'Corso;Importo (EUR)\r\n"Excel, avanzato";1220,50\r\nNota di credito;-244,00\r\n',
      );
    }
    // English: commas and a decimal point.
    expect(toCsv(['Course', 'Amount (EUR)'], rows, 'en').slice(1)).toBe(
      'Course,Amount (EUR)\r\n"Excel, avanzato",1220.50\r\nNota di credito,-244.00\r\n',
    );
  });
});

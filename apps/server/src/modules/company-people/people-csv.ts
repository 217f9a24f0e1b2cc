import Papa from 'papaparse';
import { MAX_IMPORT_ROWS } from '@app/contracts/actions/company-people';
import type { CsvDialect } from '@app/contracts/csv';
import { emailPattern } from '@app/contracts/validation';

/**
 * The CSV of the people of a company (docs/product.md, "People and roles of a company"): a header row with
 * name, email and department (any order, any case; department may be missing), then one person a
 * line. Parsing and quoting are papaparse's (quoted fields, commas and line breaks inside quotes,
 * a byte-order mark, ; as separator from spreadsheets set to Italian are all handled there).
 */

export interface ImportedPerson {
  name: string;
  email: string;
  department: string | null;
}

export interface RowProblem {
  /** The line of the file (the header is line 1). */
  line: number;
  problems: string[];
}

export type ParsedPeople =
  { ok: true; people: ImportedPerson[] } | { ok: false; problems: RowProblem[] };

export const csvProblems = {
  header: 'companyPeople.csv.header',
  empty: 'companyPeople.csv.empty',
  tooMany: 'companyPeople.csv.tooMany',
  nameMissing: 'companyPeople.csv.nameMissing',
  nameTooLong: 'companyPeople.csv.nameTooLong',
  emailMissing: 'companyPeople.csv.emailMissing',
  emailInvalid: 'companyPeople.csv.emailInvalid',
  emailDuplicate: 'companyPeople.csv.emailDuplicate',
  departmentTooLong: 'companyPeople.csv.departmentTooLong',
  malformed: 'companyPeople.csv.malformed',
} as const;

const headerAliases: Record<string, 'name' | 'email' | 'department'> = {
  name: 'name',
  nome: 'name',
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  department: 'department',
  reparto: 'department',
};

/** Reads and checks every row; any problem means nothing is to be imported. */
export function parsePeopleCsv(text: string): ParsedPeople {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    // Blank lines are kept (and skipped below) so that rows keep their line numbers.
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t'],
  });
  const rows = parsed.data;
  const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');
  const header = rows[0];
  if (!header) return { ok: false, problems: [{ line: 1, problems: [csvProblems.empty] }] };
  const columns = header.map((cell) => headerAliases[cell.trim().toLowerCase()]);
  const nameColumn = columns.indexOf('name');
  const emailColumn = columns.indexOf('email');
  const departmentColumn = columns.indexOf('department');
  if (nameColumn < 0 || emailColumn < 0) {
    return { ok: false, problems: [{ line: 1, problems: [csvProblems.header] }] };
  }
  const dataRows = rows.slice(1).filter((row) => !isBlank(row)).length;
  if (dataRows === 0) {
    return { ok: false, problems: [{ line: 1, problems: [csvProblems.empty] }] };
  }
  if (dataRows > MAX_IMPORT_ROWS) {
    return {
      ok: false,
      problems: [{ line: MAX_IMPORT_ROWS + 2, problems: [csvProblems.tooMany] }],
    };
  }
  // Lines are counted by record: the usual file has one per line (a quoted cell spanning lines
  // would shift later numbers, which spreadsheets' exports of names never do).
  const malformedRows = new Set(
    parsed.errors.filter((error) => error.row !== undefined).map((error) => error.row),
  );
  const seen = new Map<string, number>();
  const people: ImportedPerson[] = [];
  const problems: RowProblem[] = [];
  rows.slice(1).forEach((row, index) => {
    const line = index + 2;
    if (isBlank(row)) return;
    const rowProblems: string[] = [];
    if (malformedRows.has(index + 1)) rowProblems.push(csvProblems.malformed);
    const name = (row[nameColumn] ?? '').trim();
    const email = (row[emailColumn] ?? '').trim().toLowerCase();
    const department = departmentColumn >= 0 ? (row[departmentColumn] ?? '').trim() || null : null;
    if (!name) rowProblems.push(csvProblems.nameMissing);
    else if (name.length > 120) rowProblems.push(csvProblems.nameTooLong);
    if (!email) rowProblems.push(csvProblems.emailMissing);
    else if (email.length > 254 || !emailPattern.test(email)) {
      rowProblems.push(csvProblems.emailInvalid);
    } else if (seen.has(email)) rowProblems.push(csvProblems.emailDuplicate);
    else seen.set(email, line);
    if (department && department.length > 80) rowProblems.push(csvProblems.departmentTooLong);
    if (rowProblems.length > 0) problems.push({ line, problems: rowProblems });
    else people.push({ name, email, department });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, people };
}

/** The people as CSV with the header the import reads, in the reader's dialect (`;` but in English). */
export function peopleToCsv(
  people: ReadonlyArray<{ name: string; email: string | null; department: string | null }>,
  dialect: CsvDialect,
): string {
  return Papa.unparse(
    {
      fields: ['name', 'email', 'department'],
      data: people.map((person) => [person.name, person.email ?? '', person.department ?? '']),
    },
    // A leading =, +, - or @ would run as a formula in a spreadsheet: quote-escape it.
    { escapeFormulae: true, newline: '\r\n', delimiter: dialect.delimiter },
  );
}

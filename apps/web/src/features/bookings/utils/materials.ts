import { materialSchema, type Material } from '@app/contracts/actions/booking';

/** One row of the materials field, as typed. */
export interface MaterialRow {
  title: string;
  url: string;
}

export const emptyMaterialRow: MaterialRow = { title: '', url: '' };

const isBlank = (row: MaterialRow) => row.title.trim() === '' && row.url.trim() === '';

/** The materials to send: every row but the blank ones, trimmed. */
export function materialsOf(rows: readonly MaterialRow[]): Material[] {
  return rows
    .filter((row) => !isBlank(row))
    .map((row) => ({ title: row.title.trim(), url: row.url.trim() }));
}

/**
 * Each row's problems by the contract's `materialSchema` (a title, an http or https address),
 * keyed by the row's index; a blank row is left out rather than refused.
 */
export function materialProblemsOf(
  rows: readonly MaterialRow[],
): Record<number, Partial<Record<keyof MaterialRow, string>>> {
  const problems: Record<number, Partial<Record<keyof MaterialRow, string>>> = {};
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const result = materialSchema.safeParse(row);
    if (result.success) return;
    const found: Partial<Record<keyof MaterialRow, string>> = {};
    for (const issue of result.error.issues) {
      const part = issue.path[0];
      if (part === 'title' || part === 'url') found[part] ??= issue.message;
    }
    problems[index] = found;
  });
  return problems;
}

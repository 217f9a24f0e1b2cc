import { firstLoadBudgetBytes, measureFirstLoad } from '../../e2e/support/first-load.ts';
import { goal } from './goal.ts';
import type { FigureRow } from './login.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript the home page loads at start, Brotli-compressed as served, from the build the
 * bench runs (`npm run bench` builds first): against the framework chunk alone (React, React DOM
 * and React Router), which no page can do without.
 */
export function firstLoadFigures(rows: FigureRow[]): void {
  const { chunks, total } = measureFirstLoad();
  const framework = chunks.find((chunk) => /\/framework-[\w-]+\.js$/.test(chunk.file));
  if (!framework) throw new Error('the build has no framework chunk');
  rows.push({
    figure: `JavaScript the home page loads at start (${chunks.length} chunks, Brotli)`,
    value: kb(total.brotli),
    baseline: `${kb(framework.brotli)} framework chunk alone`,
    ratio: `${(total.brotli / framework.brotli).toFixed(2)}×`,
    goal: goal(`≤ ${kb(firstLoadBudgetBytes)}`, total.brotli <= firstLoadBudgetBytes),
  });
}

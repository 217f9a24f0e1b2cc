import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  demoAccounts,
  demoPassword,
  expect,
  logIn,
  productName,
  test as base,
  type App,
} from '../fixtures.ts';
import { languageByWidth } from '../support/profile-settings.ts';

// Italian at 1280 px, English at 375 px (support/profile-settings.ts).
const test = base.extend(languageByWidth);

/**
 * The money reports on the demo data (docs/product.md, "Revenue" and "Spending"; the seed is
 * apps/server/src/db/seed/money.ts): a demo provider's revenue and the ACME admin's spending show
 * a year of figures, as a chart, a table and a CSV download.
 */

/** Downloads the table's CSV and answers its lines (without the byte order mark). */
/**
 * The last cell of a CSV line as a number, in the page language's dialect: semicolons and a
 * decimal comma for Italian, commas and a decimal point for English (a spreadsheet's columns).
 */
function amountOf(app: App, line: string): number {
  const [delimiter, decimal] = app.lang === 'en' ? [',', '.'] : [';', ','];
  return Number((line.split(delimiter).at(-1) ?? '').replace(decimal, '.'));
}

async function csvLines(page: Page, testId: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`${testId}-csv`).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  return text.split('\r\n').filter(Boolean);
}

/** Picks the year with the most figures: the demo's twelve months straddle two years. */
async function pickBusiestYear(page: Page, select: string, card: string) {
  const picker = page.getByTestId(select);
  const years = await picker.locator('option').allTextContents();
  let best = { year: years[0] ?? '', documents: -1 };
  for (const year of years.slice(0, 2)) {
    await picker.selectOption(year);
    // The previous year's figures stand in, dimmed and busy, until this year's arrive.
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    const count = Number(
      ((await page.getByTestId(card).locator('.muted').textContent()) ?? '0').replace(/\D/g, ''),
    );
    if (count > best.documents) best = { year, documents: count };
  }
  await picker.selectOption(best.year);
  return best.year;
}

test.describe('money reports', () => {
  test('a demo provider reads their revenue: states, chart by month with its table, tables by topic and client, tax totals, CSV', async ({
    app,
    page,
  }) => {
    await logIn(page, demoAccounts.provider, demoPassword);
    await app.goto('/revenue');
    await expect(page).toHaveTitle(`${app.t('revenue.documentTitle')} | ${productName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.t('revenue.title'));
    await expect(page.getByTestId('revenue-issued')).toBeVisible();
    const year = await pickBusiestYear(page, 'revenue-year', 'revenue-issued');

    // The chart (Recharts, loaded for this page) and the same figures as a table.
    const months = page.getByTestId('revenue-months');
    await expect(page.getByTestId('revenue-months-chart').locator('svg').first()).toBeVisible();
    const table = months.getByRole('table', { name: app.t('revenue.byMonthOf', { year }) });
    await expect(table.getByRole('row')).toHaveCount(1 + 12 + 1);
    await expect(page.getByTestId('revenue-clients').getByRole('row').nth(1)).toContainText('ACME');
    await expect(page.getByTestId('revenue-topics').getByRole('row')).not.toHaveCount(1);
    await expect(page.getByTestId('revenue-tax')).toContainText(app.t('revenue.creditNotes'));

    const lines = await csvLines(page, 'revenue-months');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toContain(app.t('revenue.month'));
    const total = lines
      .slice(1)
      .map((line) => amountOf(app, line))
      .reduce((sum, value) => sum + value, 0);
    expect(total).toBeGreaterThan(0);
  });

  test('the ACME admin reads the spending: committed and actual by month, tables, budgets, CSV', async ({
    app,
    page,
  }) => {
    await logIn(page, 'acme_admin', demoPassword);
    await app.goto('/dashboard/c/totalspending');
    await expect(page).toHaveTitle(`${app.t('spending.documentTitle')} | ${productName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.t('spending.title'));
    // The super admin of Milano and Roma sees both locations and the sum.
    await page.getByTestId('spending-location').selectOption('all');
    await pickBusiestYear(page, 'spending-year', 'spending-actual');
    await expect(page.getByTestId('spending-locations').getByRole('row')).toHaveCount(1 + 2 + 1);

    await expect(page.getByTestId('spending-months-chart').locator('svg').first()).toBeVisible();
    const months = page.getByTestId('spending-months').getByRole('table');
    await expect(months.getByRole('columnheader')).toHaveText([
      app.t('spending.month'),
      app.t('spend.committed'),
      app.t('spend.actual'),
    ]);
    await expect(page.getByTestId('spending-providers').getByRole('row')).not.toHaveCount(1);
    await expect(page.getByTestId('spending-departments')).toBeVisible();
    await expect(page.getByTestId('spending-categories')).toBeVisible();

    const lines = await csvLines(page, 'spending-providers');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toContain(app.t('spending.provider'));
    expect(lines.slice(1).some((line) => amountOf(app, line) > 0)).toBe(true);

    // Nothing runs off the side at 375 px: the page fits, the tables scroll inside their box.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

import type { Page, TestInfo } from '@playwright/test';

/**
 * Screenshots for a person to look at, taken only when the environment sets `flag` (e.g.
 * `REVIEW_SHOTS=1`): full pages, named by project, in the test's output folder.
 */
export function screenshotsWhen(flag: string) {
  return async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
    if (!process.env[flag]) return;
    await page.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
      fullPage: true,
    });
  };
}

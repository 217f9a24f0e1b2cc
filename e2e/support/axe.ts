import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the product is held to: WCAG 2.1, levels A and AA. */
const wcag21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core on the page, for WCAG 2.1 A and AA, run inside the page itself (`axe.run`).
 *
 * The builder's default mode exists for pages that embed other origins' frames: it runs each frame
 * apart, then opens a blank page in the same context, loads axe there a second time and merges the
 * results in it. The product's pages hold no frame at all (its captcha, Altcha, draws in the page),
 * so that mode found nothing more, and it cost about half of each check's time: a new page and a
 * second parse of axe's half-megabyte script per check, on every page of the accessibility spec.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(wcag21).setLegacyMode(true);
}

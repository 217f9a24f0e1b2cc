import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

// Checks that something did NOT happen wait for a signal that it would have happened by then,
// never for a while: a sleep passes by accident whenever the page is slower than the sleep.

let markers = 0;

/**
 * Returns once the test has heard of every request the page sent before the call: the page first
 * runs the tasks it has queued (React renders and runs effects in tasks of its own), then sends one
 * more request, and the browser reports requests in the order they leave. After it, a request
 * missing from `recordActions` was not sent.
 */
export async function requestsSettled(page: Page): Promise<void> {
  markers += 1;
  const marker = `/readyz?settled=${markers}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate(async (url) => {
    for (let task = 0; task < 3; task += 1) {
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    }
    await fetch(url);
  }, marker);
  await seen;
}

/**
 * Stops the page's clock, installed with `page.clock.install()` before the page was opened: from
 * here timers fire only when the test moves time on (`page.clock.runFor`), until
 * `page.clock.resume()`. The page's data layer also waits on timers, so resume before checking
 * what a reply shows.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/** Scrolls the window to `y` and returns once the page has handled the scroll and drawn a frame. */
export async function scrollPageTo(page: Page, y: number): Promise<void> {
  // The page must first be tall enough to scroll that far: right after the load event the app may
  // still be drawing it (its language's texts arrive by import()), and a scroll that cannot
  // happen sends no scroll event to wait for.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThanOrEqual(y);
  const reached = await page.evaluate(async (top) => {
    if (Math.round(window.scrollY) !== top) {
      const scrolled = new Promise((resolve) => {
        window.addEventListener('scroll', resolve, { once: true });
      });
      window.scrollTo(0, top);
      await scrolled;
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return Math.round(window.scrollY);
  }, y);
  expect(reached).toBe(y);
}

import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` under a stopped fake clock (page.clock.pauseAt) and lets the page become the
 * client's. A page sent with its content asks for its scripts after its first paint (an animation
 * frame, then a task: apps/web/src/app/first-paint.ts), which a stopped clock never runs: the
 * test steps past them, then waits for `data-hydrated`. The page's own timers (a carousel's
 * autoplay) start with the client, so they are counted from there.
 */
export async function gotoWithStoppedClock(page: Page, path: string) {
  const response = await page.goto(path);
  await page.clock.runFor(50);
  await untilClients(page);
  return response;
}

/**
 * Waits until the page is the client's (`data-hydrated` on <html>): a page sent with its content
 * is painted and its links work before its scripts run, but what the client does on a click (a
 * step's heading focused, a widget that moves the footer, a fold that stays open) comes with them.
 */
export async function untilClients(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

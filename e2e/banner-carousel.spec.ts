import { expect, type Locator, type Page, test } from '@playwright/test';
import { gotoWithStoppedClock } from './page-helpers';

/**
 * spec 002 "Banner carousel (news-style)" on the home page: 6 s autoplay unless touching, swipe,
 * arrows, static '01'…'05', 400 × 500 slides (the wrapper's width under 768 px), 290 ms moves
 * (150 ms for next on a phone), a move asked while one runs is ignored. The time is Playwright's
 * clock, paused: every millisecond is stepped by the test. (axe waits on timers: the home page,
 * carousel included, is checked in a11y.spec.ts at both widths.)
 */

const start = new Date('2026-03-02T09:00:00+01:00');

async function openHome(page: Page, path: '/' | '/de' = '/') {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await gotoWithStoppedClock(page, path);
  const carousel = page.getByRole('region', { name: path === '/' ? 'À découvrir' : 'Entdecken' });
  await expect(carousel).toBeVisible();
  return carousel;
}

/** The slides in view (slides out of view are hidden from assistive technology and inert). */
const slide = (carousel: Locator, index: number, locale: 'fr' | 'de' = 'fr') =>
  carousel.getByRole('group', { name: locale === 'fr' ? `${index} sur 5` : `${index} von 5` });

/** A pointer gesture on the slides, as a finger makes it. */
async function touch(
  viewport: Locator,
  type: 'pointerdown' | 'pointermove' | 'pointerup',
  x: number,
) {
  await viewport.dispatchEvent(type, {
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    button: 0,
    clientX: x,
    clientY: 200,
  });
}

test.describe('banner carousel, desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('slides of 400 × 500, static indicator, default button text, autoplay every 6 s', async ({
    page,
  }) => {
    const carousel = await openHome(page);
    await expect(slide(carousel, 1)).toBeVisible();
    const box = await slide(carousel, 1).boundingBox();
    expect(box?.width).toBe(400);
    expect(box?.height).toBe(500);
    // spec 002 §9: the indicator '01' to '05' does not follow the slides
    await expect(carousel.getByText('01', { exact: true })).toBeVisible();
    await expect(carousel.getByText('05', { exact: true })).toBeVisible();
    // spec 002 §3: button_text defaults to 'Découvrez nos offres'
    await expect(
      slide(carousel, 1).getByRole('link', { name: /^Découvrez nos offres – Chiens/ }),
    ).toHaveAttribute('href', '/offres/chiens');
    await expect(
      carousel.getByRole('link', { name: /^Voir nos postes/, includeHidden: true }),
    ).toHaveAttribute('href', '/emplois');

    await page.clock.runFor(5999);
    await expect(slide(carousel, 1)).toBeVisible();
    await page.clock.runFor(1);
    await expect(slide(carousel, 1)).toHaveCount(0);
    await expect(slide(carousel, 2)).toBeVisible();
    // the next one 6 s later
    await page.clock.runFor(5999);
    await expect(slide(carousel, 2)).toBeVisible();
    await page.clock.runFor(1);
    await expect(slide(carousel, 2)).toHaveCount(0);
    await expect(slide(carousel, 3)).toBeVisible();
  });

  test('arrows move by one slide in 290 ms; a move asked meanwhile is ignored', async ({
    page,
  }) => {
    const carousel = await openHome(page);
    const next = carousel.getByRole('button', { name: 'Diapositive suivante' });
    const previous = carousel.getByRole('button', { name: 'Diapositive précédente' });
    await next.click();
    await expect(slide(carousel, 1)).toHaveCount(0);
    await expect(carousel).toHaveAttribute('data-animation', 'next');
    // still moving: ignored
    await page.clock.runFor(289);
    await next.click();
    await previous.click();
    await expect(slide(carousel, 2)).toBeVisible();
    await page.clock.runFor(1);
    await expect(carousel).toHaveAttribute('data-animation', 'none');
    await next.click();
    await expect(slide(carousel, 2)).toHaveCount(0);
    await expect(slide(carousel, 3)).toBeVisible();
    await page.clock.runFor(290);
    await previous.click();
    await expect(carousel).toHaveAttribute('data-animation', 'prev');
    await expect(slide(carousel, 2)).toBeVisible();
  });

  test('the pause button stops the rotation (WCAG 2.2.2)', async ({ page }) => {
    const carousel = await openHome(page);
    await carousel.getByRole('button', { name: 'Arrêter le défilement' }).click();
    // the pointer leaves the carousel: only the button keeps it still
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(20_000);
    await expect(slide(carousel, 1)).toBeVisible();
    await carousel.getByRole('button', { name: 'Lancer le défilement' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(6000);
    await expect(slide(carousel, 1)).toHaveCount(0);
  });

  test('no rotation under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await openHome(page);
    await page.clock.runFor(20_000);
    await expect(slide(carousel, 1)).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Lancer le défilement' })).toBeVisible();
  });
});

test.describe('banner carousel, phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('one slide of the wrapper’s width; next in 150 ms, previous in 290 ms', async ({ page }) => {
    const carousel = await openHome(page, '/de');
    const first = slide(carousel, 1, 'de');
    await expect(first).toBeVisible();
    const wrapper = await carousel.locator('.banner-carousel__viewport').boundingBox();
    expect((await first.boundingBox())?.width).toBe(wrapper?.width);
    expect((await first.boundingBox())?.height).toBe(500);
    await expect(slide(carousel, 2, 'de')).toHaveCount(0);
    await expect(
      first.getByRole('link', { name: /^Entdecken Sie unsere Angebote – Hunde/ }),
    ).toHaveAttribute('href', '/de/angebote/hunde');

    const next = carousel.getByRole('button', { name: 'Nächste Folie' });
    const previous = carousel.getByRole('button', { name: 'Vorherige Folie' });
    await next.click();
    await expect(slide(carousel, 2, 'de')).toBeVisible();
    await page.clock.runFor(149);
    await next.click();
    await expect(slide(carousel, 2, 'de')).toBeVisible();
    await page.clock.runFor(1);
    await next.click();
    await expect(slide(carousel, 3, 'de')).toBeVisible();
    await page.clock.runFor(150);
    await previous.click();
    await page.clock.runFor(150);
    await next.click();
    // previous takes 290 ms: the next asked at 150 ms is ignored
    await expect(slide(carousel, 2, 'de')).toBeVisible();
    await page.clock.runFor(140);
    await next.click();
    await expect(slide(carousel, 3, 'de')).toBeVisible();
  });

  test('swipe left and right; no autoplay while touching', async ({ page }) => {
    const carousel = await openHome(page);
    const viewport = carousel.locator('.banner-carousel__viewport');
    // a finger on the slides: the rotation waits
    await touch(viewport, 'pointerdown', 300);
    await page.clock.runFor(15_000);
    await expect(slide(carousel, 1)).toBeVisible();
    // swipe to the left: next
    await touch(viewport, 'pointermove', 200);
    await touch(viewport, 'pointerup', 120);
    await expect(slide(carousel, 2)).toBeVisible();
    await page.clock.runFor(300);
    // a short move is no swipe
    await touch(viewport, 'pointerdown', 200);
    await touch(viewport, 'pointerup', 180);
    await expect(slide(carousel, 2)).toBeVisible();
    // swipe to the right: previous
    await touch(viewport, 'pointerdown', 100);
    await touch(viewport, 'pointermove', 200);
    await touch(viewport, 'pointerup', 260);
    await expect(slide(carousel, 1)).toBeVisible();
    // the finger lifted: the rotation starts again, 6 s later
    await page.clock.runFor(300);
    await page.clock.runFor(5700);
    await expect(slide(carousel, 1)).toHaveCount(0);
    await expect(slide(carousel, 2)).toBeVisible();
  });
});

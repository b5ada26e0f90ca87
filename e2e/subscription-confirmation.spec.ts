import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, heading } from './subscription-helpers';

/**
 * Counts, in the page, the questions it asks for its documents: `fetch` is called in the timer's
 * own task, so the count is exact the moment the fake clock has run (a count in the test's route
 * handler lags behind: the request still has to cross the browser's network service).
 */
async function countPdfQuestions(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch;
    const counted = window as unknown as { pdfQuestions: number };
    counted.pdfQuestions = 0;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/subscriptions/pdf?')) counted.pdfQuestions += 1;
      return original(input, init);
    };
  });
  let answered = 0;
  page.on('requestfinished', (request) => {
    if (request.url().includes('/api/subscriptions/pdf?')) answered += 1;
  });
  const asked = () =>
    page.evaluate(() => (window as unknown as { pdfQuestions: number }).pdfQuestions);
  return {
    asked,
    /** Until every question asked is answered, so that the next fake second can bring another. */
    untilAnswered: () => expect.poll(async () => answered === (await asked())).toBe(true),
  };
}

/** The confirmation page's waiting (spec 000 §4, §9: up to 30 seconds; issue 12). */
test.describe('subscription confirmation', () => {
  test('an unknown token says so at once, and is not asked again', async ({ page }) => {
    await page.clock.install();
    const questions = await countPdfQuestions(page);
    await page.goto('/souscription/confirmation?token=this-token-does-not-exist-anywhere');
    await expect(heading(page, 'Merci pour votre souscription')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Cette demande est introuvable.');
    await expectNoViolations(page);
    // a 422 is final: neither a retry nor the polling asks again, however long the page stays
    await questions.untilAnswered();
    for (let second = 0; second < 10; second += 1) await page.clock.runFor(1_000);
    expect(await questions.asked()).toBe(1);
  });

  test('stops asking after 30 seconds and says so, then can look again', async ({ page }) => {
    await page.clock.install();
    const questions = await countPdfQuestions(page);
    let isReady = false;
    await page.route('**/api/subscriptions/pdf?*', (route) =>
      route.fulfill({
        json: {
          path: isReady ? '/api/subscriptions/documents/ready' : null,
          animal_name: 'Rex',
          business_line: 'dog',
          partner_key: 'alpaws',
          referrer_key: 'alpaws',
          payment_method: 'online',
          request_type: 'subscription',
          documents: [],
        },
      }),
    );
    await page.goto('/souscription/confirmation?token=a-token-whose-pdf-is-slow-to-come');
    await expect(page.getByText('Cela peut prendre jusqu’à 30 secondes.')).toBeVisible();
    // once a second, as the page polls: the clock moves on only once the last question is
    // answered (the page asks again a second after an answer; a slow machine must not skip one)
    for (let second = 0; second < 31; second += 1) {
      await questions.untilAnswered();
      await page.clock.runFor(1_000);
    }
    const status = page.getByRole('status');
    await expect(status).toContainText('n’est pas encore prêt après 30 secondes');
    await questions.untilAnswered();
    const afterLimit = await questions.asked();
    expect(afterLimit).toBeGreaterThan(5);
    expect(afterLimit).toBeLessThanOrEqual(32);
    for (let second = 0; second < 10; second += 1) await page.clock.runFor(1_000);
    expect(await questions.asked()).toBe(afterLimit);
    await expectNoViolations(page);

    isReady = true;
    await page.getByRole('button', { name: 'Vérifier à nouveau' }).click();
    await expect(page.getByText('Merci ! Rex est maintenant bien assuré.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Télécharger ma police (PDF)' })).toHaveAttribute(
      'href',
      '/api/subscriptions/documents/ready',
    );
  });
});

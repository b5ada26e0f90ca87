import { expect, test } from '@playwright/test';
import { expectNoViolations, heading } from './subscription-helpers';

/** The confirmation page's waiting (spec 000 §4, §9: up to 30 seconds; issue 12). */
test.describe('subscription confirmation', () => {
  test('an unknown token says so at once', async ({ page }) => {
    const started = Date.now();
    await page.goto('/souscription/confirmation?token=this-token-does-not-exist-anywhere');
    await expect(heading(page, 'Merci pour votre souscription')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Cette demande est introuvable.');
    // a 422 is not asked again and again
    expect(Date.now() - started).toBeLessThan(10_000);
    await expectNoViolations(page);
  });

  test('stops asking after 30 seconds and says so, then can look again', async ({ page }) => {
    await page.clock.install();
    let calls = 0;
    let isReady = false;
    await page.route('**/api/subscriptions/pdf?*', (route) => {
      calls += 1;
      return route.fulfill({
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
      });
    });
    let answered = 0;
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/subscriptions/pdf?')) answered += 1;
    });
    await page.goto('/souscription/confirmation?token=a-token-whose-pdf-is-slow-to-come');
    await expect(page.getByText('Cela peut prendre jusqu’à 30 secondes.')).toBeVisible();
    // once a second, as the page polls: the clock moves on only once the last question is
    // answered (the page asks again a second after an answer; a slow machine must not skip one)
    for (let second = 0; second < 31; second += 1) {
      await expect.poll(() => answered).toBe(calls);
      await page.evaluate(() => undefined);
      await page.clock.runFor(1_000);
    }
    const status = page.getByRole('status');
    await expect(status).toContainText('n’est pas encore prêt après 30 secondes');
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThanOrEqual(32);
    const afterLimit = calls;
    for (let second = 0; second < 10; second += 1) await page.clock.runFor(1_000);
    expect(calls).toBe(afterLimit);
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

import { expect, type Page, type Response, test } from '@playwright/test';
import { untilClients } from './page-helpers';

/**
 * Issue 14: the first number, date or list formatter a tab creates (or the first question to the
 * engine about which locales it formats in) loads the engine's locale data, 30 to 50 ms of one
 * task on a desktop, 4 times more on a slow phone. The public pages hydrate without any: the
 * site's locales are answered without the engine (app/site-locales.ts), today's Swiss date comes
 * from the clock rule (domain dates/swiss-today.ts), the offers' deductibles from the catalogue.
 * The record is installed before the page's scripts, under the app's own answer.
 */
const pages = [
  '/',
  '/de',
  '/offres/chiens',
  '/de/angebote/pferde',
  '/souscription?animal=dog',
  '/de/abschliessen?animal=cat',
  '/espace-client/declarer-un-sinistre',
  '/de/hilfe',
  '/actualites',
];

const recordFormatters = () => {
  const asked: string[] = [];
  (window as unknown as { formattersAsked: string[] }).formattersAsked = asked;
  const services = ['NumberFormat', 'DateTimeFormat', 'ListFormat', 'RelativeTimeFormat'] as const;
  for (const name of services) {
    const Service = Intl[name] as unknown as {
      new (...args: unknown[]): object;
      supportedLocalesOf(...args: unknown[]): string[];
    };
    const question = Service.supportedLocalesOf;
    Service.supportedLocalesOf = (...args: unknown[]) => {
      asked.push(`${name}.supportedLocalesOf`);
      return question.apply(Service, args);
    };
    const Recorded = new Proxy(Service, {
      construct(target, args) {
        asked.push(`new ${name}`);
        return Reflect.construct(target, args);
      },
    });
    Object.defineProperty(Intl, name, { value: Recorded, configurable: true, writable: true });
  }
};

for (const path of pages) {
  test(`${path} hydrates without a number, date or list formatter`, async ({ page }) => {
    await page.addInitScript(recordFormatters);
    await page.goto(path);
    await untilClients(page);
    const asked = await page.evaluate(
      () => (window as unknown as { formattersAsked: string[] }).formattersAsked,
    );
    expect(asked).toEqual([]);
  });
}

/**
 * The scripts a page asks for while it loads, hydrates and its network goes idle, by chunk name
 * (`shell-CckQEQ4T.js` is `shell`), with their text.
 */
async function scriptsOfLoad(
  page: Page,
  path: string,
): Promise<{ names: string[]; texts: () => Promise<string[]> }> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  });
  await page.goto(path);
  await untilClients(page);
  await page.waitForLoadState('networkidle');
  const names = responses.map((response) =>
    (new URL(response.url()).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, ''),
  );
  return { names, texts: () => Promise.all(responses.map((response) => response.text())) };
}

/**
 * Issue 14: modules every page loads together come in one chunk each (apps/web/vite.config.ts,
 * `chunkGroups`), not in the automatic split's small ones: each chunk is one more request and one
 * more link and fetch on the page's main thread. The home page asked for 17 scripts before, 8 now.
 */
test('the home page loads React and the shell (router, messages, route table) as one chunk each', async ({
  page,
}) => {
  const { names: scripts } = await scriptsOfLoad(page, '/');
  expect(scripts).toEqual(expect.arrayContaining(['react', 'shell', 'site-kit']));
  // the automatic split's pieces of those: React's renderer, the router, the messages' runtime,
  // the JSX runtime, the route table, the brand and the page heading; the animals' pictures, the
  // promotion banner, the hero picture and the modals' loader on intent
  const pieces =
    /^(client|chunk-\w+|react-intl|jsx-runtime|routes|brand|page-heading|channel|animal-\w+|chi-hero|promo-banner|lazy-on-intent)$/;
  expect(scripts.filter((name) => pieces.test(name))).toEqual([]);
  expect(scripts.length).toBeLessThanOrEqual(9);
});

test('step 1 asks for the quote’s shared modules as one chunk each, not in pieces', async ({
  page,
}) => {
  const { names: scripts } = await scriptsOfLoad(page, '/souscription?animal=dog');
  expect(scripts).toEqual(
    expect.arrayContaining([
      'react',
      'shell',
      'query',
      'zod',
      'domain',
      'wizard-kit',
      'quote-kit',
      'site-kit',
    ]),
  );
  // the automatic split's pieces of those groups
  const pieces =
    /^(schemas|coerce|wizard|wizard-engine|subscription-store|horse-cover|indoor-cat-field|continue-later|step-indicator|resume-links|constants|calendar|chf|rounding|swiss-today|animal(-\w+)?|subscription-messages)$/;
  expect(scripts.filter((name) => pieces.test(name))).toEqual([]);
  expect(scripts.length).toBeLessThanOrEqual(22);
});

/**
 * The domain's messages (the forms' errors, the priced lines' labels: 30 KB a language) come in one
 * chunk per language, loaded by the pages that show some (lib/server-messages.ts): a form page
 * downloads its own language's only, the home page and the help hub none.
 */
const domainMessage = { fr: 'Ce champ est obligatoire.', de: 'Dieses Feld ist erforderlich.' };
const domainMessagesOfPage = [
  { path: '/souscription?animal=dog', language: 'fr' },
  { path: '/de/abschliessen?animal=dog', language: 'de' },
  { path: '/de/kundenzenter/einen-schaden-melden', language: 'de' },
  { path: '/', language: null },
  { path: '/aide', language: null },
] as const;
for (const { path, language } of domainMessagesOfPage) {
  test(`${path} downloads the domain’s messages in ${language ?? 'no language'}`, async ({
    page,
  }) => {
    const texts = await (await scriptsOfLoad(page, path)).texts();
    const holding = (text: string) => texts.filter((script) => script.includes(text)).length;
    expect(holding(domainMessage.fr)).toBe(language === 'fr' ? 1 : 0);
    expect(holding(domainMessage.de)).toBe(language === 'de' ? 1 : 0);
  });
}

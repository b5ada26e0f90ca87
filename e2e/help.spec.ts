import { expect, type Locator, type Page, test } from '@playwright/test';
import { testPdf } from '../apps/server/test/test-files';
import { brand } from '../packages/domain/src/brand';
import { untilClients } from './page-helpers';
import { defaultPublicHost } from './playwright.config';
import { analyticsEvents, expectNoViolations, tabTo } from './subscription-helpers';

/**
 * The help centre (spec 001 §2.2, §3, §7, §8): every help page in French and German through a
 * form to the server's success text, the steps kept by the address (reload, back button), a
 * keyboard-only request, axe and a 360 px screen on every help page.
 */

// The server's PUBLIC_HOST is not set for the browser tests: localhost with the server's port
const host = defaultPublicHost;
const sentFr = `Nous avons bien reçu votre demande effectuée sur ${host}. Nous allons traiter votre demande dans les meilleurs délais`;
const sentDe = `Wir haben Ihre Anfrage über ${host} erhalten. Wir bearbeiten Ihre Anfrage so rasch wie möglich.`;
const sentContractFr =
  'Nous avons bien reçu votre demande concernant votre contrat d’assurance. Une réponse vous sera apportée dans les plus brefs délais.';

const labels = {
  fr: {
    heading: 'Comment pouvons-nous vous aider ?',
    step: (n: number) => new RegExp(`^Étape ${n} :`),
    madame: 'Madame',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    policy: 'Numéro de police',
    message: 'Message',
    send: 'Envoyer',
    form: 'Remplir le formulaire en ligne',
    choose: 'Choisir des fichiers',
  },
  de: {
    heading: 'Wie können wir Ihnen helfen?',
    step: (n: number) => new RegExp(`^Schritt ${n}:`),
    madame: 'Frau',
    firstName: 'Vorname',
    lastName: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    policy: 'Policennummer',
    message: 'Nachricht',
    send: 'Senden',
    form: 'Online-Formular ausfüllen',
    choose: 'Dateien auswählen',
  },
};
type Lang = keyof typeof labels;

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: testPdf() });

/** A Swiss date some days from today (negative: in the past). */
function swissDate(days: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zurich',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(Date.now() + days * 86_400_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/** A field by its label, exactly (the required mark ' *' is not part of its name). */
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const field = (scope: Page | Locator, label: string) => scope.getByLabel(labelled(label));
/** A text field by its accessible name (radios and lists may share a word: E-mail). */
const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
/** The page's own content: the header and footer have links of the same words. */
const main = (page: Page) => page.getByRole('main');
const stepHeading = (page: Page, lang: Lang, n: number) =>
  page.getByRole('heading', { level: 2, name: labels[lang].step(n) });

/** Picks a choice of a step (a tile, a subject, a way to go on): a link of the help centre. */
async function choose(page: Page, name: string | RegExp) {
  // the client moves the focus to the next step: a click before its scripts is a page load
  await untilClients(page);
  await main(page)
    .getByRole('link', { name, exact: typeof name === 'string' })
    .click();
}

async function fillPerson(
  page: Page,
  lang: Lang,
  person: { first?: string; last?: string; email?: string; emailLabel?: string } = {},
  hasGender = true,
) {
  const l = labels[lang];
  if (hasGender) await page.getByRole('radio', { name: l.madame, exact: true }).check();
  await textbox(page, l.firstName).fill(person.first ?? 'Jeanne');
  await textbox(page, l.lastName).fill(person.last ?? 'Muller');
  await textbox(page, person.emailLabel ?? l.email).fill(
    person.email ?? 'jeanne.muller@example.ch',
  );
  await textbox(page, l.phone).fill('079 123 45 67');
}

async function send(page: Page, lang: Lang) {
  await page.getByRole('button', { name: labels[lang].send }).click();
}

/** spec 001 §4, §8: the form is replaced by the server's text and the request's reference. */
async function expectSent(page: Page, text: string): Promise<Locator> {
  const status = page.getByRole('status').filter({ hasText: text });
  await expect(status).toBeVisible();
  await expect(status).toContainText(/H-\d{4}-\d{6}/);
  await expect(page.getByRole('button', { name: /^(Envoyer|Senden)$/ })).toHaveCount(0);
  return status;
}

test.describe('help centre, French', () => {
  test('the hub leads step by step to the e-mail change; reload and the back button keep the steps', async ({
    page,
  }) => {
    await page.goto('/aide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.fr.heading);
    await choose(page, /^Mon contrat/);
    await expect(page).toHaveURL(/\/aide\/mon-contrat#etape-2$/);
    await expect(stepHeading(page, 'fr', 2)).toBeFocused();
    await choose(page, 'Changement d’e-mail');
    await expect(page).toHaveURL(/\/aide\/mon-contrat\/changer-d-email#etape-3$/);
    await expect(stepHeading(page, 'fr', 3)).toBeFocused();
    await choose(page, labels.fr.form);
    await expect(page).toHaveURL(/\/aide\/mon-contrat\/changer-d-email\/form#etape-4$/);
    await expect(stepHeading(page, 'fr', 4)).toBeFocused();
    await expect(stepHeading(page, 'fr', 4)).toBeInViewport();

    // a reload shows the same steps, the section of the hash in view
    await page.reload();
    await expect(main(page).getByRole('link', { name: 'Changement d’e-mail' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(main(page).getByRole('link', { name: /^Mon contrat/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(stepHeading(page, 'fr', 4)).toBeInViewport();
    await expect(field(page, 'Nouvelle adresse e-mail')).toBeVisible();

    // the back button goes back one choice at a time
    await page.goBack();
    await expect(page).toHaveURL(/\/aide\/mon-contrat\/changer-d-email#etape-3$/);
    await expect(stepHeading(page, 'fr', 4)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/aide\/mon-contrat#etape-2$/);
    await expect(stepHeading(page, 'fr', 3)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/aide$/);
    await expect(stepHeading(page, 'fr', 2)).toHaveCount(0);
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/changer-d-email\/form#etape-4$/);

    await field(page, labels.fr.policy).fill('2612345678');
    await fillPerson(page, 'fr', { emailLabel: 'Nouvelle adresse e-mail' });
    await field(page, 'Ancienne adresse e-mail').fill('jeanne@ancien.example');
    await send(page, 'fr');
    await expectSent(page, sentFr);
  });

  test('product advice: an animal offers its ways; choosing another animal resets the method', async ({
    page,
  }) => {
    await page.goto('/aide');
    await choose(page, /^Conseils produits/);
    await choose(page, 'Assurance pour cheval');
    await expect(
      main(page).getByRole('link', { name: 'Calculer ma prime en ligne' }),
    ).toHaveAttribute('href', '/offres/chevaux');
    // the phone appointment is for dogs and cats; horses have the adviser
    await expect(main(page).getByRole('link', { name: /Prendre rendez-vous/ })).toHaveCount(0);
    await choose(page, 'Contacter un conseiller');
    await expect(page).toHaveURL(/assurance-pour-cheval\/agent-info#etape-4$/);
    const contact = page.getByRole('region', { name: 'Contactez-nous' });
    await expect(contact).toContainText(brand.agentContacts.fr.email);
    await expect(contact).toContainText(brand.agentContacts.fr.phone);
    await choose(page, labels.fr.form);
    await expect(page.getByLabel('Type d’animal')).toHaveValue('Chevaux');

    await choose(page, 'Assurance pour chien');
    await expect(page).toHaveURL(/\/aide\/conseils-produits\/assurance-pour-chien#etape-3$/);
    await expect(stepHeading(page, 'fr', 4)).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: /Prendre rendez-vous/ })).toHaveAttribute(
      'href',
      brand.appointmentUrl.fr,
    );
    await expect(
      main(page).getByRole('link', { name: 'Calculer ma prime en ligne' }),
    ).toHaveAttribute('href', '/offres/chiens');
    await choose(page, labels.fr.form);
    await expect(page.getByLabel('Type d’animal')).toHaveValue('Chiens');
    await fillPerson(page, 'fr');
    await field(page, labels.fr.message).fill('Quelle couverture pour un chiot de 3 mois ?');
    await send(page, 'fr');
    await expectSent(page, sentFr);
  });

  test('offers: a new offer is the subscription; an offer is returned with its document', async ({
    page,
  }) => {
    await page.goto('/aide/offres');
    await expect(
      main(page).getByRole('link', { name: 'Nouvelle offre', exact: true }),
    ).toHaveAttribute('href', '/souscription');
    await choose(page, 'Offre à retourner');
    await choose(page, labels.fr.form);
    await fillPerson(page, 'fr');
    await send(page, 'fr');
    // the signed offer is the point of the form: refused without it
    await expect(page.getByText('Veuillez joindre au moins un document.')).toBeVisible();
    await page.getByLabel(labels.fr.choose).setInputFiles(pdf('offre-signee.pdf'));
    await expect(page.getByRole('group', { name: /offre-signee\.pdf/ })).toBeVisible();
    await send(page, 'fr');
    await expectSent(page, sentFr);
  });

  test('claims: the declaration and the status page, then a cost coverage with the vet report', async ({
    page,
  }) => {
    await page.goto('/aide');
    await choose(page, /^Sinistre ou avis de décès/);
    await expect(
      main(page).getByRole('link', { name: 'Nouveau sinistre ou pièces à télécharger' }),
    ).toHaveAttribute('href', '/espace-client/declarer-un-sinistre');
    await expect(
      main(page).getByRole('link', { name: 'Suivre le traitement de mon sinistre' }),
    ).toHaveAttribute('href', '/espace-client/suivi-sinistre');
    await choose(page, 'Demande de prise en charge');
    await expect(
      page.getByText(/doit subir une opération coûteuse, un traitement lourd/),
    ).toBeVisible();
    await choose(page, labels.fr.form);
    await expect(
      page.getByText(
        'Votre demande est traitée dans les prochains jours ouvrables suivant la réception d’un dossier complet.',
      ),
    ).toBeVisible();
    for (const [name, path] of [
      [
        'Rapport vétérinaire pour chien et chat (PDF)',
        '/documents/rapport-veterinaire-chien-chat.pdf',
      ],
      ['Rapport vétérinaire pour cheval (PDF)', '/documents/rapport-veterinaire-cheval.pdf'],
    ]) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', path ?? '');
      const response = await page.request.get(path ?? '');
      expect(response.ok()).toBe(true);
      expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    }

    await field(page, labels.fr.policy).fill('2612345678');
    await fillPerson(page, 'fr');
    await field(page, 'Nom de l’animal').fill('Rex');
    await field(page, 'Date de naissance de l’animal').fill('12.05.2019');
    await field(page, 'Début des symptômes').fill(swissDate(-10));
    await field(page, 'Diagnostic du vétérinaire').fill('Rupture du ligament croisé');
    await page.getByLabel(labels.fr.choose).setInputFiles(pdf('rapport-veterinaire.pdf'));
    await expect(page.getByRole('group', { name: /rapport-veterinaire\.pdf/ })).toBeVisible();
    await send(page, 'fr');
    await expectSent(page, sentFr);
  });

  test('contact: the media form, and the French advisers in the Contactez-nous block', async ({
    page,
  }) => {
    await page.goto('/aide');
    await choose(page, /^Autre/);
    await expect(page).toHaveURL(/\/aide\/contact#etape-2$/);
    const contact = page.getByRole('region', { name: 'Contactez-nous' });
    await expect(contact).toContainText(brand.agentContacts.fr.email);
    await expect(contact).not.toContainText(brand.agentContacts.de.email);
    await choose(page, 'Médias');
    await choose(page, labels.fr.form);
    await fillPerson(page, 'fr');
    await field(page, labels.fr.message).fill('Demande d’interview sur l’assurance des chevaux.');
    await send(page, 'fr');
    await expectSent(page, sentFr);
  });

  test('partners: the broker form asks the policy and the claim for a client’s claim, and answers the contract text', async ({
    page,
  }) => {
    await page.goto('/aide/contact/partenaires/form');
    await field(page, 'Société').fill('Courtage Léman SA');
    await fillPerson(page, 'fr', {}, false);
    await expect(field(page, labels.fr.policy)).toHaveCount(0);
    await page
      .getByRole('radio', { name: 'Information sur sinistre des courtiers pour leur client' })
      .check();
    await field(page, labels.fr.policy).fill('2612345678');
    await field(page, 'Nom du client').fill('Paul Favre');
    await field(page, 'Numéro de sinistre').fill('S123456');
    await field(page, labels.fr.message).fill('Où en est le remboursement de notre client ?');
    await send(page, 'fr');
    await expectSent(page, sentContractFr);
  });

  test('a complaint, with the keyboard only', async ({ page }) => {
    await page.goto('/aide');
    await tabTo(page, main(page).getByRole('link', { name: /^Autre/ }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'fr', 2)).toBeFocused();
    await tabTo(page, main(page).getByRole('link', { name: 'Réclamation', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/aide\/reclamation#etape-2$/);
    await tabTo(page, main(page).getByRole('link', { name: 'Réclamation', exact: true }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'fr', 3)).toBeFocused();
    // spec 001 §2.2: 'Nous contacter par e-mail' shows the client contact form
    await tabTo(page, main(page).getByRole('link', { name: 'Nous contacter par e-mail' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/aide\/reclamation\/reclamation\/form#etape-4$/);
    await expect(stepHeading(page, 'fr', 4)).toBeFocused();

    // sending empty: the first field in error takes the focus
    await tabTo(page, page.getByRole('button', { name: labels.fr.send }));
    await page.keyboard.press('Enter');
    const monsieur = page.getByRole('radio', { name: 'Monsieur' });
    await expect(monsieur).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Madame' })).toBeChecked();
    const typeInto = async (label: string, text: string) => {
      await tabTo(page, textbox(page, label));
      await page.keyboard.type(text);
    };
    await typeInto('Prénom', 'Jeanne');
    await typeInto('Nom', 'Muller');
    await typeInto('E-mail', 'jeanne.muller@example.ch');
    await typeInto('Téléphone', '0791234567');
    await expect(textbox(page, 'Téléphone')).toHaveValue('079 123 45 67');
    await typeInto('Message', 'Mon remboursement attend depuis deux mois.');
    await tabTo(page, page.getByRole('button', { name: labels.fr.send }));
    await page.keyboard.press('Enter');
    const sent = await expectSent(page, sentFr);
    // the confirmation takes the focus: it is read at once
    await expect(sent.locator('xpath=..')).toBeFocused();
  });

  test('my contract: the owner changes lead to the customer area; the address change form fills the address from the lookup', async ({
    page,
  }) => {
    await page.route('**/api/addresses?*', (route) =>
      route.fulfill({
        json: [
          { street: 'Bahnhofstrasse', number: '5', zip: '8001', city: 'Zürich', canton: 'ZH' },
        ],
      }),
    );
    await page.goto('/aide/mon-contrat/changer-de-proprietaire-chien-chat');
    await expect(
      main(page).getByRole('link', { name: 'Remplir le formulaire de l’espace client' }),
    ).toHaveAttribute('href', '/espace-client/modifier-mon-contrat?a=cn-ct');
    await choose(page, 'Changement de propriétaire (chevaux, autres)');
    await expect(
      main(page).getByRole('link', { name: 'Remplir le formulaire de l’espace client' }),
    ).toHaveAttribute('href', '/espace-client/modifier-mon-contrat?a=cv');
    await expect(main(page).getByRole('link', { name: 'Contacter un conseiller' })).toBeVisible();

    await choose(page, 'Changement d’adresse');
    await choose(page, 'Remplir le formulaire de changement d’adresse');
    await expect(page).toHaveURL(/\/espace-client\/changement-d-adresse$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changement d’adresse');
    await field(page, labels.fr.policy).fill('2612345678');
    await fillPerson(page, 'fr');
    await field(page, 'Confirmation de l’e-mail').fill('jeanne.muller@example.ch');
    await field(page, 'Date de naissance du preneur').fill('12.05.1980');
    const current = page.getByRole('group', { name: 'Votre adresse actuelle' });
    await field(current, 'Rue').fill('Rue du Lac 12');
    await field(current, 'NPA').fill('1003');
    await field(current, 'Localité').fill('Lausanne');
    await field(page, 'Date du changement d’adresse').fill(swissDate(14));
    const next = page.getByRole('group', { name: 'Votre nouvelle adresse' });
    const street = next.getByRole('combobox', { name: 'Rue' });
    await street.fill('Bahnhofs');
    await expect(
      page.getByRole('option', { name: 'Bahnhofstrasse 5, 8001 Zürich (ZH)' }),
    ).toBeVisible();
    await street.press('ArrowDown');
    await street.press('Enter');
    await expect(street).toHaveValue('Bahnhofstrasse');
    await expect(field(next, 'Numéro')).toHaveValue('5');
    await expect(field(next, 'NPA')).toHaveValue('8001');
    await expect(field(next, 'Localité')).toHaveValue('Zürich');
    // spec 001 §7: Enter in the address field never sends the form
    await street.press('Enter');
    await expect(page.getByRole('button', { name: labels.fr.send })).toBeVisible();
    await send(page, 'fr');
    await expectSent(page, sentFr);
    expect(await analyticsEvents(page, 'changementAdresse')).toEqual([
      { event: 'changementAdresse', locale: 'fr' },
    ]);
  });

  test('modify a contract: the customer-area form sends the change and tracks modifierContrat', async ({
    page,
  }) => {
    await page.goto('/aide/mon-contrat');
    await choose(page, 'Modifier un contrat');
    await expect(page).toHaveURL(/\/espace-client\/modifier-mon-contrat$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier mon contrat');
    await field(page, labels.fr.policy).fill('2612345678');
    await page.getByLabel('Type de police').selectOption({ label: 'Chiens et chats' });
    await field(page, 'Nom de l’animal').fill('Rex');
    await fillPerson(page, 'fr', { emailLabel: 'Adresse e-mail' });
    await field(page, 'Confirmation de l’e-mail').fill('autre@example.ch');
    await field(page, 'Date de naissance du preneur').fill('12.05.1980');
    await page.getByRole('combobox', { name: 'Rue' }).fill('Rue du Lac');
    await field(page, 'Numéro').fill('12');
    await field(page, 'NPA').fill('1003');
    await field(page, 'Localité').fill('Lausanne');
    await field(page, 'Modification souhaitée').fill('Ajouter la couverture des frais de pension.');
    await send(page, 'fr');
    // spec 001 §5: the confirmation must match the e-mail
    const confirmation = field(page, 'Confirmation de l’e-mail');
    await expect(confirmation).toBeFocused();
    await expect(page.getByText('Les deux adresses e-mail ne sont pas identiques.')).toBeVisible();
    await confirmation.fill('jeanne.muller@example.ch');
    await send(page, 'fr');
    await expectSent(page, sentFr);
    expect(await analyticsEvents(page, 'modifierContrat')).toEqual([
      { event: 'modifierContrat', locale: 'fr' },
    ]);
  });

  test('the footer’s help link leads to the help centre', async ({ page }) => {
    await page.goto('/');
    // the home page's widgets come with its scripts and push the footer down: click it once they are in
    await untilClients(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Aide' }).click();
    await expect(page).toHaveURL(/\/aide$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.fr.heading);
  });
});

test.describe('help centre, German', () => {
  test('my contract: the IBAN change', async ({ page }) => {
    await page.goto('/de/hilfe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.de.heading);
    await choose(page, /^Mein Vertrag/);
    await expect(page).toHaveURL(/\/de\/hilfe\/mein-vertrag#schritt-2$/);
    await choose(page, 'IBAN-Änderung');
    await expect(page).toHaveURL(/\/de\/hilfe\/mein-vertrag\/iban-andern#schritt-3$/);
    await choose(page, labels.de.form);
    await field(page, labels.de.policy).fill('2612345678');
    await fillPerson(page, 'de');
    await field(page, 'Geburtsdatum der versicherungsnehmenden Person').fill('12.05.1980');
    await page.getByRole('combobox', { name: 'Strasse' }).fill('Bahnhofstrasse');
    await field(page, 'Hausnummer').fill('5');
    await field(page, 'PLZ').fill('8001');
    await field(page, 'Ort').fill('Zürich');
    // spec 001 §8: a QR-IBAN is refused with the spec's words, in German
    await field(page, 'Neue IBAN').fill('CH44 3199 9123 0008 8901 2');
    await send(page, 'de');
    await expect(field(page, 'Neue IBAN')).toBeFocused();
    await expect(field(page, 'Neue IBAN')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Neue IBAN').fill('CH93 0076 2011 6238 5295 7');
    await send(page, 'de');
    await expectSent(page, sentDe);
  });

  test('product advice: the cat, with the German appointment link', async ({ page }) => {
    await page.goto('/de/hilfe');
    await choose(page, /^Produktberatung/);
    await choose(page, 'Katzenversicherung');
    await expect(page).toHaveURL(/\/de\/hilfe\/produktberatung\/assurance-pour-chat#schritt-3$/);
    await expect(
      main(page).getByRole('link', { name: /Termin für eine telefonische/ }),
    ).toHaveAttribute('href', brand.appointmentUrl.de);
    await expect(
      main(page).getByRole('link', { name: 'Meine Prämie online berechnen' }),
    ).toHaveAttribute('href', '/de/angebote/katze');
    await choose(page, labels.de.form);
    await fillPerson(page, 'de');
    await field(page, labels.de.message).fill('Ist eine Wohnungskatze günstiger?');
    await send(page, 'de');
    await expectSent(page, sentDe);
  });

  test('offers: returning an offer', async ({ page }) => {
    await page.goto('/de/hilfe/angebote');
    await expect(
      main(page).getByRole('link', { name: 'Neue Offerte', exact: true }),
    ).toHaveAttribute('href', '/de/abschliessen');
    await choose(page, 'Offerte zurücksenden');
    await choose(page, labels.de.form);
    await fillPerson(page, 'de');
    await page.getByLabel(labels.de.choose).setInputFiles(pdf('offerte.pdf'));
    await expect(page.getByRole('group', { name: /offerte\.pdf/ })).toBeVisible();
    await send(page, 'de');
    await expectSent(page, sentDe);
  });

  test('claims: a question about a statement', async ({ page }) => {
    await page.goto('/de/hilfe');
    await choose(page, /^Schaden oder Todesmeldung/);
    await expect(
      main(page).getByRole('link', { name: 'Neuer Schaden oder Unterlagen hochladen' }),
    ).toHaveAttribute('href', '/de/kundenzenter/einen-schaden-melden');
    await choose(page, 'Verständnis der Abrechnung');
    await choose(page, labels.de.form);
    await fillPerson(page, 'de');
    await field(page, labels.de.policy).fill('2612345678');
    await field(page, labels.de.message).fill('Warum wurde die Impfung nicht vergütet?');
    await send(page, 'de');
    await expectSent(page, sentDe);
  });

  test('complaint', async ({ page }) => {
    await page.goto('/de/hilfe/kontakt');
    await choose(page, 'Reklamation');
    await expect(page).toHaveURL(/\/de\/hilfe\/reklamation#schritt-2$/);
    await choose(page, 'Reklamation');
    await expect(page).toHaveURL(/\/de\/hilfe\/reklamation\/reklamation#schritt-3$/);
    await choose(page, 'Uns per E-Mail kontaktieren');
    await fillPerson(page, 'de');
    await field(page, labels.de.message).fill('Ich warte seit zwei Monaten auf eine Antwort.');
    await send(page, 'de');
    await expectSent(page, sentDe);
  });

  test('contact: sponsoring, and the German advisers in the Kontaktieren Sie uns block', async ({
    page,
  }) => {
    await page.goto('/de/hilfe');
    await choose(page, /^Anderes/);
    const contact = page.getByRole('region', { name: 'Kontaktieren Sie uns' });
    await expect(contact).toContainText(brand.agentContacts.de.email);
    await expect(contact).not.toContainText(brand.agentContacts.fr.email);
    await choose(page, 'Sponsoring');
    await choose(page, labels.de.form);
    await fillPerson(page, 'de');
    await field(page, labels.de.message).fill('Unser Reitverein sucht einen Sponsor.');
    await send(page, 'de');
    await expectSent(page, sentDe);
  });

  test('the language switch keeps the subject, in the other language’s slug', async ({ page }) => {
    await page.goto('/aide/mon-contrat/changer-d-email/form');
    // the link itself carries the German slug (no redirect after the switch)
    await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/hilfe/mein-vertrag/email-andern/form',
    );
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/hilfe\/mein-vertrag\/email-andern\/form$/);
    await expect(main(page).getByRole('link', { name: 'E-Mail-Änderung' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(field(page, 'Neue E-Mail-Adresse')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/aide/mon-contrat/changer-d-email/form',
    );
  });

  test('modify a contract (/de/kundenzenter/vertrag-aendern): sent, modifierContrat tracked', async ({
    page,
  }) => {
    await page.goto('/de/hilfe/mein-vertrag');
    await choose(page, 'Vertrag ändern');
    await expect(page).toHaveURL(/\/de\/kundenzenter\/vertrag-aendern$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meinen Vertrag ändern');
    await field(page, labels.de.policy).fill('2612345678');
    await page.getByLabel('Art der Police').selectOption({ label: 'Pferde und andere Tiere' });
    await field(page, 'Name des Tieres').fill('Tornado');
    await fillPerson(page, 'de', { emailLabel: 'E-Mail-Adresse' });
    await field(page, 'Bestätigung der E-Mail').fill('anders@example.ch');
    await field(page, 'Geburtsdatum der versicherungsnehmenden Person').fill('12.05.1980');
    await page.getByRole('combobox', { name: 'Strasse' }).fill('Bahnhofstrasse');
    await field(page, 'Hausnummer').fill('5');
    await field(page, 'PLZ').fill('8001');
    await field(page, 'Ort').fill('Zürich');
    await field(page, 'Gewünschte Änderung').fill('Die Deckung für Transportkosten hinzufügen.');
    await send(page, 'de');
    // spec 001 §5: the confirmation must match the e-mail
    const confirmation = field(page, 'Bestätigung der E-Mail');
    await expect(confirmation).toBeFocused();
    await expect(page.getByText('Die beiden E-Mail-Adressen stimmen nicht überein.')).toBeVisible();
    await confirmation.fill('jeanne.muller@example.ch');
    await expectNoViolations(page);
    await send(page, 'de');
    await expectSent(page, sentDe);
    expect(await analyticsEvents(page, 'modifierContrat')).toEqual([
      { event: 'modifierContrat', locale: 'de' },
    ]);
  });

  test('address change (/de/kundenzenter/adressaenderung): sent, changementAdresse tracked', async ({
    page,
  }) => {
    await page.goto('/de/hilfe/mein-vertrag');
    await choose(page, 'Adressänderung');
    await choose(page, 'Formular für die Adressänderung ausfüllen');
    await expect(page).toHaveURL(/\/de\/kundenzenter\/adressaenderung$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adressänderung');
    await field(page, labels.de.policy).fill('2612345678');
    await fillPerson(page, 'de');
    await field(page, 'Bestätigung der E-Mail').fill('jeanne.muller@example.ch');
    await field(page, 'Geburtsdatum der versicherungsnehmenden Person').fill('12.05.1980');
    const current = page.getByRole('group', { name: 'Ihre aktuelle Adresse' });
    await current.getByRole('combobox', { name: 'Strasse' }).fill('Bahnhofstrasse');
    await field(current, 'Hausnummer').fill('5');
    await field(current, 'PLZ').fill('8001');
    await field(current, 'Ort').fill('Zürich');
    await field(page, 'Datum der Adressänderung').fill(swissDate(20));
    const next = page.getByRole('group', { name: 'Ihre neue Adresse' });
    await next.getByRole('combobox', { name: 'Strasse' }).fill('Spitalgasse');
    await field(next, 'Hausnummer').fill('3');
    await field(next, 'PLZ').fill('3011');
    await field(next, 'Ort').fill('Bern');
    await page
      .getByRole('group', { name: 'Gewünschter Kontaktweg' })
      .getByRole('radio', { name: 'E-Mail' })
      .check();
    await expectNoViolations(page);
    await send(page, 'de');
    await expectSent(page, sentDe);
    expect(await analyticsEvents(page, 'changementAdresse')).toEqual([
      { event: 'changementAdresse', locale: 'de' },
    ]);
  });
});

/** Every help page, in both languages: at its subjects, at a form, at the adviser. */
const helpPaths = [
  '/aide',
  '/de/hilfe',
  '/aide/conseils-produits/assurance-pour-cheval/agent-info',
  '/de/hilfe/produktberatung/assurance-pour-chien/form',
  '/aide/offres/offre-a-retourner/form',
  '/de/hilfe/angebote',
  '/aide/mon-contrat/changer-d-iban/form',
  '/de/hilfe/mein-vertrag/vertragskundigung-beantragen-pferde/form',
  '/aide/mon-contrat/changement-produit-chiens-chats/form',
  '/de/hilfe/mein-vertrag/rechnung/form',
  '/aide/sinistres/demande-prise-en-charge/form',
  '/de/hilfe/schaeden/demande-abattage/agent-info',
  '/aide/reclamation/reclamation/form',
  '/de/hilfe/reklamation/reklamation/form',
  '/aide/contact/partenaires/form',
  '/de/hilfe/kontakt/media/form',
  '/espace-client/modifier-mon-contrat?a=cv',
  '/de/kundenzenter/vertrag-aendern',
  '/espace-client/changement-d-adresse',
  '/de/kundenzenter/adressaenderung',
];

test.describe('every help page', () => {
  for (const path of helpPaths) {
    test(`${path}: no axe violations, no horizontal scroll at 360 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(360);
    });
  }

  test('a form’s refusals and its confirmation have no axe violations', async ({ page }) => {
    await page.goto('/aide/mon-contrat/facturation/form');
    await send(page, 'fr');
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectNoViolations(page);
  });
});

test.describe('the animal help form titled Contactez-nous (spec 002 §2: step 4 of the help flow)', () => {
  const flow = {
    fr: {
      hub: '/aide',
      tile: /^Conseils produits/,
      subject: 'Assurance pour animaux de ferme',
      url: /\/aide\/conseils-produits\/assurance-pour-animaux-de-ferme\/form#etape-4$/,
      title: /^Étape 4 :\s*Contactez-nous$/,
      types: ['Mouton', 'Chèvre', 'Bovin', 'Reine du Valais', 'Autre'],
      type: 'Reine du Valais',
      ownerBirth: 'Date de naissance du preneur',
      animalName: 'Nom de l’animal',
      animalBirth: 'Date de naissance de l’animal',
      message: 'Comment assurer une reine pour les combats de reines ?',
      sent: sentFr,
    },
    de: {
      hub: '/de/hilfe',
      tile: /^Produktberatung/,
      subject: 'Versicherung für Bauernhoftiere',
      url: /\/de\/hilfe\/produktberatung\/assurance-pour-animaux-de-ferme\/form#schritt-4$/,
      title: /^Schritt 4:\s*Kontaktieren Sie uns$/,
      types: ['Schaf', 'Ziege', 'Rind', 'Eringer Kuh', 'Anderes'],
      type: 'Eringer Kuh',
      ownerBirth: 'Geburtsdatum der versicherungsnehmenden Person',
      animalName: 'Name des Tieres',
      animalBirth: 'Geburtsdatum des Tieres',
      message: 'Wie versichere ich eine Eringer Kuh für die Kuhkämpfe?',
      sent: sentDe,
    },
  };
  for (const lang of ['fr', 'de'] as const) {
    test(`${lang}: farm-animal advice → online form → 'Contactez-nous' → confirmation`, async ({
      page,
    }) => {
      const l = flow[lang];
      await page.goto(l.hub);
      await choose(page, l.tile);
      await choose(page, l.subject);
      await choose(page, labels[lang].form);
      await expect(page).toHaveURL(l.url);
      await expect(stepHeading(page, lang, 4)).toHaveText(l.title);
      const type = field(page, lang === 'fr' ? 'Type d’animal' : 'Tierart');
      await expect(type.locator('option')).toHaveText(l.types);
      await expectNoViolations(page);
      await type.selectOption({ label: l.type });
      await fillPerson(page, lang);
      await field(page, l.ownerBirth).fill('12.05.1980');
      await field(page, l.animalName).fill('Reine');
      await field(page, l.animalBirth).fill(swissDate(-6 * 365));
      await field(page, labels[lang].message).fill(l.message);
      await send(page, lang);
      await expectSent(page, l.sent);
    });
  }
});

import { expect, type Page, test } from '@playwright/test';
import { untilClients } from './page-helpers';
import { choose, cvPdf, expectError, fillPlace, textbox, uniqueEmail } from './public-form-helpers';
import {
  analyticsEvents,
  birthDateYearsAgo,
  expectNoViolations,
  heading,
} from './subscription-helpers';

/** A date a few days from today, DD.MM.YYYY (a policy start). */
function daysFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
}

const fr = {
  required: 'Ce champ est obligatoire.',
  offerSent: 'Merci, votre demande a bien été envoyée.',
  contestSent: 'Merci pour votre participation ! Nous vous souhaitons bonne chance.',
  duplicate: 'Vous avez déjà participé à ce concours.',
};
const de = {
  required: 'Dieses Feld ist erforderlich.',
  offerSent: 'Vielen Dank, Ihre Anfrage wurde erfolgreich gesendet.',
  contestSent: 'Vielen Dank für Ihre Teilnahme! Wir wünschen Ihnen viel Glück.',
  duplicate: 'Sie haben bereits an diesem Wettbewerb teilgenommen.',
};

test.describe('offer request (spec 002 "Offer-request form for other animals")', () => {
  test('cattle, from its offer page, in French: two steps then the confirmation', async ({
    page,
  }) => {
    await page.goto('/offres/bovins');
    await page.getByRole('link', { name: 'Demander une offre' }).first().click();
    await expect(page).toHaveURL(/\/demande-offre\?animal=cattle&origin=offers-cattle$/);
    await expect(heading(page, 'Demander une offre')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Animal' })).toHaveValue('cattle');
    await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
    await expectNoViolations(page);

    // refused before sending, the focus on the first field in error
    await page.getByRole('button', { name: 'Continuer' }).click();
    const race = textbox(page, 'Race ou espèce');
    await expect(race).toBeFocused();
    await expectError(race, fr.required);

    await race.fill('Holstein');
    await choose(page, 'Sexe de l’animal', 'Femelle');
    await textbox(page, 'Date de naissance de l’animal').fill(birthDateYearsAgo(4));
    await choose(page, /traité par un vétérinaire/, 'Non');
    await textbox(page, 'Remarque').fill('Troupeau de 12 vaches laitières, alpage en été.');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // step 2: its heading takes the focus
    await expect(page.getByRole('heading', { level: 2, name: 'Mes coordonnées' })).toBeFocused();
    await expect(page.getByText('Étape 2 sur 2')).toBeVisible();
    await expectNoViolations(page);
    const email = uniqueEmail('anne.rochat');
    await choose(page, 'Civilité', 'Madame');
    await textbox(page, 'Prénom').fill('Anne');
    await textbox(page, 'Nom').fill('Rochat');
    await textbox(page, 'E-mail').fill(email);
    await textbox(page, 'Confirmation de l’e-mail').fill('autre@example.ch');
    await textbox(page, 'Téléphone').fill('0791234567');
    await expect(textbox(page, 'Téléphone')).toHaveValue('079 123 45 67');
    await textbox(page, 'Rue').fill('Route du Village');
    await textbox(page, 'N°').fill('3');
    await fillPlace(page, { zip: 'NPA', city: 'Localité' }, '1003', 'Lausanne');
    await choose(page, 'Comment souhaitez-vous être contacté(e) ?', 'Par téléphone');
    await page.getByRole('combobox', { name: 'Quand pouvons-nous vous appeler ?' }).selectOption({
      label: 'Le matin',
    });
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const confirmation = textbox(page, 'Confirmation de l’e-mail');
    await expect(confirmation).toBeFocused();
    await expectError(confirmation, 'Les deux adresses e-mail ne sont pas identiques.');

    await confirmation.fill(email);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const sent = page.getByRole('status').filter({ hasText: fr.offerSent });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(/Référence de votre demande : \S+/);
    await expect(page.getByRole('button', { name: 'Envoyer' })).toHaveCount(0);
    // the confirmation state too has no axe violation
    await expectNoViolations(page);
  });

  test('a horse, from the callback widget, in German: breed of the catalogue, back and forth', async ({
    page,
  }) => {
    await page.goto('/de/angebote/pferde');
    await page.getByRole('link', { name: 'Pferdeofferte anfordern' }).click();
    await expect(page).toHaveURL(/\/de\/offertanfrage\?animal=horse&origin=offers-horses$/);
    await expect(heading(page, 'Offerte anfordern')).toBeVisible();
    const breed = page.getByRole('combobox', { name: 'Rasse' });
    await breed.fill('freib');
    await page.getByRole('option', { name: 'Freiberger', exact: true }).click();
    await expect(breed).toHaveValue('Freiberger');
    await choose(page, 'Geschlecht des Tieres', 'Männlich');
    await textbox(page, 'Geburtsdatum des Tieres').fill(birthDateYearsAgo(8));
    await choose(page, /tierärztlich behandelt/, 'Nein');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: 'Meine Kontaktangaben' }),
    ).toBeFocused();
    await choose(page, 'Anrede', 'Herr');
    await textbox(page, 'Vorname').fill('Urs');
    await textbox(page, 'Nachname').fill('Keller');
    // back to step 1 keeps both steps as typed
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(breed).toHaveValue('Freiberger');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(textbox(page, 'Vorname')).toHaveValue('Urs');

    const email = uniqueEmail('urs.keller');
    await textbox(page, 'E-Mail').fill(email);
    await textbox(page, 'E-Mail bestätigen').fill(email);
    await textbox(page, 'Telefon').fill('044 123 45 67');
    await textbox(page, 'Strasse').fill('Bahnhofstrasse');
    await textbox(page, 'Nr.').fill('5');
    await fillPlace(page, { zip: 'PLZ', city: 'Ort' }, '8001', 'Zürich');
    await choose(page, 'Wie möchten Sie kontaktiert werden?', 'Per E-Mail');
    // horses only (spec 002 §3)
    await page.getByRole('checkbox', { name: 'Ich bin bereits Kundin oder Kunde' }).check();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: de.offerSent })).toBeFocused();
  });

  test('the dog and cat offer pages offer a personalised offer request', async ({ page }) => {
    await page.goto('/offres/chiens');
    await page.getByRole('link', { name: 'Demander une offre personnalisée' }).first().click();
    await expect(page).toHaveURL(/\/demande-offre\?animal=dog&origin=offers-dogs$/);
    await expect(page.getByRole('combobox', { name: 'Race' })).toBeVisible();
    await page.goto('/de/angebote/katze');
    await expect(
      page.getByRole('link', { name: 'Individuelle Offerte anfordern' }).first(),
    ).toHaveAttribute('href', '/de/offertanfrage?animal=cat&origin=offers-cats');
  });
});

test.describe('partner-insurer offer request (intermediaries)', () => {
  async function fillAgent(
    page: Page,
    labels: Record<'first' | 'last' | 'email' | 'city' | 'number' | 'code' | 'finma', string>,
    values: { number: string; code: string; finma: string },
  ) {
    await textbox(page, labels.first).fill('Pierre');
    await textbox(page, labels.last).fill('Rochat');
    await textbox(page, labels.email).fill(uniqueEmail('pierre.rochat'));
    await textbox(page, labels.city).fill('Payerne');
    await textbox(page, labels.number).fill(values.number);
    await textbox(page, labels.code).fill(values.code);
    await textbox(page, labels.finma).fill(values.finma);
  }

  test('in French: the picker of the partner, the number rules, then the confirmation', async ({
    page,
  }) => {
    await page.goto('/offres-generali');
    await expect(page.getByText('Generali', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Demande d’offre pour intermédiaires' }).first().click();
    // the partner insurer's page gives its channel (spec 002 §2)
    await expect(page).toHaveURL(/\/offres-generali\/demande-intermediaire\?pid=generali$/);
    await expect(heading(page, 'Demande d’offre pour intermédiaires Generali')).toBeVisible();
    // spec 002 §2: dog, cat and horse, and the other animals on the partner's page
    const species = page.getByRole('group', { name: 'Animal', exact: true });
    await expect(species.getByRole('radio')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Autres animaux', exact: true })).toHaveAttribute(
      'href',
      '/offres-generali',
    );
    await expectNoViolations(page);

    await choose(page, 'Animal', 'Cheval');
    const breed = page.getByRole('combobox', { name: 'Race' });
    await breed.fill('franches');
    await page.getByRole('option', { name: 'Franches-Montagnes', exact: true }).click();
    await expect(textbox(page, 'Nombre d’animaux')).toHaveValue('1');
    await textbox(page, 'Valeur à assurer (CHF)').fill('18000');
    await page.getByRole('combobox', { name: 'Utilisation' }).selectOption({ label: 'Sport' });
    await fillPlace(
      page,
      { zip: 'NPA du lieu de détention', city: 'Localité du lieu de détention' },
      '1003',
      'Lausanne',
    );
    await textbox(page, 'Début de l’assurance souhaité').fill(daysFromToday(10));
    const labels = {
      first: 'Prénom',
      last: 'Nom',
      email: 'E-mail',
      city: 'Localité de l’agence',
      number: 'Numéro d’intermédiaire',
      code: 'Master code Generali',
      finma: 'Numéro FINMA',
    };
    await fillAgent(page, labels, { number: '123456', code: '65432', finma: 'X01234567' });
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    const agentNumber = textbox(page, labels.number);
    await expect(agentNumber).toBeFocused();
    await expectError(agentNumber, 'Le numéro d’intermédiaire compte 7 chiffres.');
    await expectError(textbox(page, labels.code), 'Le master code compte 6 chiffres.');
    await expectError(
      textbox(page, labels.finma),
      'Le numéro FINMA commence par F suivi de 8 chiffres.',
    );
    const lsa = page.getByRole('checkbox', { name: /intermédiaire d’assurance lié/ });
    await expectError(lsa, 'Veuillez confirmer votre statut d’intermédiaire lié.');

    await agentNumber.fill('1234567');
    await textbox(page, labels.code).fill('654321');
    await textbox(page, labels.finma).fill('f01234567');
    await lsa.check();
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('status').filter({ hasText: fr.offerSent })).toBeFocused();
  });

  test('in German, for a dog', async ({ page }) => {
    await page.goto('/de/offres-generali');
    await page.getByRole('link', { name: 'Offertanfrage für Vermittler' }).first().click();
    await expect(page).toHaveURL(/\/de\/offres-generali\/vermittleranfrage\?pid=generali$/);
    await expect(page.getByRole('link', { name: 'Andere Tiere', exact: true })).toHaveAttribute(
      'href',
      '/de/offres-generali',
    );
    await choose(page, 'Tier', 'Hund');
    const breed = page.getByRole('combobox', { name: 'Rasse' });
    await breed.fill('berner');
    await page.getByRole('option', { name: 'Berner Sennenhund', exact: true }).click();
    // no insured value for a dog
    await expect(textbox(page, 'Versicherungswert (CHF)')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Nutzung' }).selectOption({ label: 'Freizeit' });
    await fillPlace(page, { zip: 'PLZ des Standorts', city: 'Ort des Standorts' }, '3011', 'Bern');
    await textbox(page, 'Gewünschter Versicherungsbeginn').fill(daysFromToday(30));
    await fillAgent(
      page,
      {
        first: 'Vorname',
        last: 'Nachname',
        email: 'E-Mail',
        city: 'Ort der Agentur',
        number: 'Vermittlernummer',
        code: 'Generali-Mastercode',
        finma: 'FINMA-Nummer',
      },
      { number: '7654321', code: '123456', finma: 'F87654321' },
    );
    await page.getByRole('checkbox', { name: /gebundener Versicherungsvermittler/ }).check();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: de.offerSent })).toBeFocused();
  });
});

test.describe('partner-insurer offer request: the picker of the visitor’s channel (?pid=)', () => {
  test('own channel dog, cat and horse; another partner dog and cat, sent to its confirmation', async ({
    page,
  }) => {
    // the footer's link carries no channel: the own channel's animals, no 'other animals' link
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Intermédiaires Generali' })
      .click();
    await expect(page).toHaveURL(/\/offres-generali\/demande-intermediaire$/);
    const species = page.getByRole('group', { name: 'Animal', exact: true });
    await expect(species.getByRole('radio')).toHaveCount(3);
    await expect(species.getByRole('radio', { name: 'Cheval' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Autres animaux', exact: true })).toHaveCount(0);

    // another partner's channel: dogs and cats only (spec 002 §2)
    await page.goto('/offres-generali/demande-intermediaire?pid=courtier-du-lac');
    await expect(species.getByRole('radio')).toHaveCount(2);
    await expect(species.getByRole('radio', { name: 'Chien' })).toBeVisible();
    await expect(species.getByRole('radio', { name: 'Chat' })).toBeVisible();
    await expect(species.getByRole('radio', { name: 'Cheval' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Autres animaux', exact: true })).toHaveCount(0);
    await expectNoViolations(page);
    await choose(page, 'Animal', 'Chat');
    const breed = page.getByRole('combobox', { name: 'Race' });
    await breed.fill('europ');
    // the breed's own list (the page's selects have options too, and the list opens once the
    // breeds are in)
    await page.getByRole('option', { name: 'Européen', exact: true }).click();
    await page.getByRole('combobox', { name: 'Utilisation' }).selectOption({ label: 'Loisir' });
    await fillPlace(
      page,
      { zip: 'NPA du lieu de détention', city: 'Localité du lieu de détention' },
      '1003',
      'Lausanne',
    );
    await textbox(page, 'Début de l’assurance souhaité').fill(daysFromToday(20));
    await textbox(page, 'Prénom').fill('Pierre');
    await textbox(page, 'Nom').fill('Rochat');
    await textbox(page, 'E-mail').fill(uniqueEmail('pierre.rochat'));
    await textbox(page, 'Localité de l’agence').fill('Payerne');
    await textbox(page, 'Numéro d’intermédiaire').fill('1234567');
    await textbox(page, 'Master code Generali').fill('654321');
    await textbox(page, 'Numéro FINMA').fill('F01234567');
    await page.getByRole('checkbox', { name: /intermédiaire d’assurance lié/ }).check();
    const sent = page.waitForRequest((request) =>
      request.url().endsWith('/api/offer-request/generali'),
    );
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    // the channel goes with the request: the server refuses an animal it does not offer
    expect((await sent).postDataJSON()).toMatchObject({
      partner_key: 'courtier-du-lac',
      species: 'cat',
    });
    await expect(page.getByRole('status').filter({ hasText: fr.offerSent })).toBeFocused();
  });
});

test.describe('contests and draws in modals', () => {
  async function fillParticipant(
    dialog: ReturnType<Page['getByRole']>,
    labels: Record<'first' | 'last' | 'birth' | 'street' | 'zip' | 'city' | 'email', string>,
    email: string,
    birthDate = birthDateYearsAgo(30),
  ) {
    await textbox(dialog, labels.first).fill('Léa');
    await textbox(dialog, labels.last).fill('Favre');
    await textbox(dialog, labels.birth).fill(birthDate);
    await textbox(dialog, labels.street).fill('Rue du Lac 12');
    await fillPlace(dialog, { zip: labels.zip, city: labels.city }, '1003', 'Lausanne');
    await textbox(dialog, labels.email).fill(email);
  }
  const frLabels = {
    first: 'Prénom',
    last: 'Nom',
    birth: 'Date de naissance',
    street: 'Rue',
    zip: 'NPA',
    city: 'Localité',
    email: 'E-mail',
  };

  test('summer contest from the home page: 18+, consents, thanks, one entry per address', async ({
    page,
  }) => {
    await page.goto('/');
    const takePart = page.getByRole('button', { name: 'Participer – Concours d’été' });
    // the forms load on the intent to open one (issue 14): the pointer on a button, once the
    // prerendered section is hydrated (before, the button has no handlers yet)
    await untilClients(page);
    const dialogsChunk = page.waitForRequest((request) =>
      /\/contest-dialogs-[^/]*\.js$/.test(request.url()),
    );
    await takePart.hover();
    await dialogsChunk;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await takePart.click();
    const dialog = page.getByRole('dialog', { name: 'Participer au concours d’été' });
    await expect(dialog).toBeVisible();
    await expect(textbox(dialog, 'Comment avez-vous connu le concours ?')).toBeFocused();
    await expect(
      dialog.getByText('Pour participer, vous devez avoir 18 ans ou plus.'),
    ).toBeVisible();
    // spec 002 §2: the marketing consent is shown checked and locked
    const marketing = dialog.getByRole('checkbox', { name: /recevoir des informations/ });
    await expect(marketing).toBeChecked();
    await expect(marketing).toBeDisabled();
    await expectNoViolations(page);

    const email = uniqueEmail('lea.favre');
    await textbox(dialog, 'Comment avez-vous connu le concours ?').fill('Newsletter');
    await choose(dialog, 'Civilité', 'Madame');
    await fillParticipant(dialog, frLabels, email, birthDateYearsAgo(17));
    await choose(dialog, 'Type de cavalier', 'Sport');
    await dialog.getByRole('checkbox', { name: 'Cheval' }).check();
    await dialog.getByRole('button', { name: 'Participer' }).click();
    const birth = textbox(dialog, 'Date de naissance');
    await expect(birth).toBeFocused();
    await expectError(birth, 'Vous devez avoir au moins 18 ans pour participer.');
    await expectError(
      dialog.getByRole('checkbox', { name: 'J’accepte les conditions de participation' }),
      'Veuillez cocher cette case pour continuer.',
    );

    await birth.fill(birthDateYearsAgo(30));
    await dialog
      .getByRole('checkbox', { name: 'J’accepte les conditions de participation' })
      .check();
    await dialog.getByRole('button', { name: 'Participer' }).click();
    // spec 002 §4: the form modal closes, the thank-you modal opens
    await expect(dialog).toHaveCount(0);
    const thanks = page.getByRole('dialog', { name: 'Merci !' });
    await expect(thanks.getByText(fr.contestSent)).toBeVisible();
    await expectNoViolations(page);
    await thanks.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(thanks).toHaveCount(0);
    await expect(takePart).toBeFocused();

    // the same address again: refused under the e-mail field
    await takePart.click();
    await textbox(dialog, 'Comment avez-vous connu le concours ?').fill('Instagram');
    await choose(dialog, 'Civilité', 'Madame');
    await fillParticipant(dialog, frLabels, email);
    await choose(dialog, 'Type de cavalier', 'Loisir');
    await dialog
      .getByRole('checkbox', { name: 'J’accepte les conditions de participation' })
      .check();
    await dialog.getByRole('button', { name: 'Participer' }).click();
    const emailField = textbox(dialog, 'E-mail');
    await expect(emailField).toBeFocused();
    await expectError(emailField, fr.duplicate);
    // Cancel closes the modal
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('dog draw from the German contests page, and its duplicate', async ({ page }) => {
    await page.goto('/de/wettbewerbe');
    await expect(heading(page, 'Wettbewerbe')).toBeVisible();
    await expectNoViolations(page);
    const takePart = page.getByRole('button', { name: 'Teilnehmen – Hunde-Verlosung' });
    const dialog = page.getByRole('dialog', { name: 'An der Hunde-Verlosung teilnehmen' });
    const labels = {
      first: 'Vorname',
      last: 'Nachname',
      birth: 'Geburtsdatum',
      street: 'Strasse',
      zip: 'PLZ',
      city: 'Ort',
      email: 'E-Mail',
    };
    const email = uniqueEmail('nina.meier');
    for (const attempt of ['first', 'duplicate'] as const) {
      await takePart.click();
      await expect(
        dialog.getByText('Um teilzunehmen, müssen Sie mindestens 18 Jahre alt sein.'),
      ).toBeVisible();
      // the dog draw asks neither the source nor the rider type
      await expect(textbox(dialog, 'Wie haben Sie vom Wettbewerb erfahren?')).toHaveCount(0);
      await choose(dialog, 'Anrede', 'Frau');
      await fillParticipant(dialog, labels, email);
      await dialog.getByRole('checkbox', { name: 'Hund' }).check();
      await dialog
        .getByRole('checkbox', { name: 'Ich akzeptiere die Teilnahmebedingungen' })
        .check();
      await dialog.getByRole('button', { name: 'Teilnehmen' }).click();
      if (attempt === 'first') {
        const thanks = page.getByRole('dialog', { name: 'Vielen Dank!' });
        await expect(thanks.getByText(de.contestSent)).toBeVisible();
        // the close icon closes it too
        await thanks.getByRole('button', { name: 'Schliessen' }).last().click();
        await expect(thanks).toHaveCount(0);
      } else {
        await expectError(textbox(dialog, 'E-Mail'), de.duplicate);
      }
    }
  });

  test('summer contest in German: the form modal, then the thanks', async ({ page }) => {
    await page.goto('/de/wettbewerbe');
    const takePart = page.getByRole('button', { name: 'Teilnehmen – Sommerwettbewerb' });
    await takePart.click();
    const dialog = page.getByRole('dialog', { name: 'Am Sommerwettbewerb teilnehmen' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Um teilzunehmen, müssen Sie mindestens 18 Jahre alt sein.'),
    ).toBeVisible();
    const marketing = dialog.getByRole('checkbox', { name: /Informationen/ });
    await expect(marketing).toBeChecked();
    await expect(marketing).toBeDisabled();
    await textbox(dialog, 'Wie haben Sie vom Wettbewerb erfahren?').fill('Newsletter');
    await choose(dialog, 'Anrede', 'Herr');
    await fillParticipant(
      dialog,
      {
        first: 'Vorname',
        last: 'Nachname',
        birth: 'Geburtsdatum',
        street: 'Strasse',
        zip: 'PLZ',
        city: 'Ort',
        email: 'E-Mail',
      },
      uniqueEmail('jonas.meier'),
    );
    await choose(dialog, 'Art des Reitens', 'Freizeit');
    await dialog.getByRole('checkbox', { name: 'Pferd' }).check();
    await dialog.getByRole('button', { name: 'Teilnehmen' }).click();
    await expectError(
      dialog.getByRole('checkbox', { name: 'Ich akzeptiere die Teilnahmebedingungen' }),
      'Bitte kreuzen Sie dieses Feld an, um fortzufahren.',
    );
    await dialog.getByRole('checkbox', { name: 'Ich akzeptiere die Teilnahmebedingungen' }).check();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Teilnehmen' }).click();
    await expect(dialog).toHaveCount(0);
    const thanks = page.getByRole('dialog', { name: 'Vielen Dank!' });
    await expect(thanks.getByText(de.contestSent)).toBeVisible();
    await thanks.getByRole('button', { name: 'Schliessen' }).first().click();
    await expect(takePart).toBeFocused();
  });

  test('keyboard only: the modal keeps the focus inside and gives it back', async ({ page }) => {
    await page.goto('/concours');
    await expect(heading(page, 'Concours')).toBeVisible();
    const takePart = page.getByRole('button', { name: 'Participer – Tirage au sort canin' });
    await takePart.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Participer au tirage au sort canin' });
    await expect(dialog).toBeVisible();
    // the first control has the focus; Shift+Tab from it goes to the last (the close icon)
    const madame = dialog.getByRole('radio', { name: 'Madame' });
    await expect(madame).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(madame).toBeFocused();
    // fill the form with the keyboard only
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(textbox(dialog, 'Prénom')).toBeFocused();
    await page.keyboard.type('Marc');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Dubois');
    await page.keyboard.press('Tab');
    await page.keyboard.type(birthDateYearsAgo(40).replaceAll('.', ''));
    await expect(textbox(dialog, 'Date de naissance')).toHaveValue(birthDateYearsAgo(40));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Chemin des Vignes 4');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1800');
    await expect(
      textbox(dialog, 'Localité').or(dialog.getByRole('combobox', { name: 'Localité' })),
    ).toHaveValue('Vevey');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('marc.dubois'));
    // to the terms box: Tab until it has the focus, never leaving the dialog
    const terms = dialog.getByRole('checkbox', {
      name: 'J’accepte les conditions de participation',
    });
    for (
      let i = 0;
      i < 20 && !(await terms.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('dialog', { name: 'Merci !' });
    await expect(thanks.getByText(fr.contestSent)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(thanks).toHaveCount(0);
    await expect(takePart).toBeFocused();
  });
});

test.describe('CHI ticket draw', () => {
  test('in French: hero, welcome banner, draw notice, thanks, then the map', async ({ page }) => {
    await page.route('https://maps.example.ch/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Palexpo</title><h1>Palexpo</h1>' }),
    );
    await page.clock.install();
    await page.goto('/');
    await page
      .getByRole('link', { name: 'En savoir plus – Billets pour le CHI de Genève' })
      .click();
    await expect(page).toHaveURL(/\/concours\/chi-geneve$/);
    await expect(heading(page, 'Tirage au sort CHI de Genève')).toBeVisible();
    const drawYear = new Date().getFullYear() + 1;
    await expect(
      page.getByText(`Gagnez des billets pour le CHI de Genève ${drawYear + 1}`),
    ).toBeVisible();
    await expect(page.getByText(`Le tirage au sort aura lieu le 20.12.${drawYear}.`)).toBeVisible();
    await expectNoViolations(page);

    await textbox(page, 'Prénom').fill('Luc');
    await textbox(page, 'Nom').fill('Favre');
    await textbox(page, 'E-mail').fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Participer' }).click();
    const email = textbox(page, 'E-mail');
    await expect(email).toBeFocused();
    await expectError(email, /./);
    // spec 002 §5: the e-mail error in red under the field
    const color = await page
      .locator(`[id="${(await email.getAttribute('aria-describedby'))?.split(' ').at(-1)}"]`)
      .evaluate((element) => getComputedStyle(element).color);
    const [red = 0, green = 0, blue = 0] = (color.match(/\d+/g) ?? []).map(Number);
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);

    await email.fill(uniqueEmail('luc.favre'));
    // the clock stands still from here: the 5 s before the redirect are stepped by the test
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 500);
    await page.getByRole('button', { name: 'Participer' }).click();
    await expect(page.getByText(fr.contestSent)).toBeVisible();
    await expect(
      page.getByText(/Nous vous emmenons au plan d’accès du CHI dans 5 secondes/),
    ).toBeVisible();
    // the thanks stay 5 s on screen, then the map of the venue opens
    await page.clock.runFor(4900);
    await expect(page).toHaveURL(/\/concours\/chi-geneve$/);
    await page.clock.runFor(200);
    await page.waitForURL('https://maps.example.ch/palexpo');
  });

  test('in German: the visitor may stay instead of being redirected', async ({ page }) => {
    await page.clock.install();
    await page.goto('/de/wettbewerbe/chi-genf');
    await expect(heading(page, 'Verlosung CHI Genf')).toBeVisible();
    await textbox(page, 'Vorname').fill('Eva');
    await textbox(page, 'Nachname').fill('Huber');
    await textbox(page, 'E-Mail').fill(uniqueEmail('eva.huber'));
    // the clock stands still from here: the redirect's 5 s pass only when the test says so
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 500);
    await page.getByRole('button', { name: 'Teilnehmen' }).click();
    await expect(page.getByText(de.contestSent)).toBeVisible();
    await page.getByRole('button', { name: 'Auf dieser Seite bleiben' }).click();
    await expect(page.getByRole('link', { name: 'Lageplan jetzt ansehen' })).toHaveAttribute(
      'href',
      'https://maps.example.ch/palexpo',
    );
    await page.clock.runFor(10_000);
    await expect(page).toHaveURL(/\/de\/wettbewerbe\/chi-genf$/);
  });

  test('a draw that took place shows the closed notice instead of the form', async ({ page }) => {
    // the server's answer once the draw date is past (its default 20.12.2024, decisions.md)
    await page.route('**/api/contests/chi2024-form', (route) =>
      route.fulfill({
        json: { contest: 'chi2024-form', draw_date: '20.12.2024', is_open: false },
      }),
    );
    await page.goto('/concours/chi-geneve');
    await expect(page.getByText('Gagnez des billets pour le CHI de Genève 2025')).toBeVisible();
    await expect(
      page.getByText('Ce concours est terminé : le tirage au sort a eu lieu le 20.12.2024.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Participer' })).toHaveCount(0);
  });
});

test.describe('challenge registration', () => {
  test('show jumping in French: the client number only for a client', async ({ page }) => {
    await page.goto('/concours');
    await page.getByRole('link', { name: 'En savoir plus – Challenge saut d’obstacles' }).click();
    await expect(heading(page, 'Challenge saut d’obstacles')).toBeVisible();
    await expectNoViolations(page);
    await expect(textbox(page, 'Numéro de client')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Je suis déjà client\(e\)/ }).check();
    const clientNumber = textbox(page, 'Numéro de client');
    await expect(clientNumber).toBeVisible();
    await textbox(page, 'Prénom').fill('Chloé');
    await textbox(page, 'Nom').fill('Bühler');
    await textbox(page, 'Date de naissance').fill(birthDateYearsAgo(16));
    await textbox(page, 'E-mail').fill(uniqueEmail('chloe.buhler'));
    await textbox(page, 'Téléphone').fill('079 765 43 21');
    await textbox(page, 'Nom du cheval').fill('Quabar');
    await choose(page, 'Licence', 'Régionale');
    await page.getByRole('button', { name: 'M’inscrire' }).click();
    await expect(clientNumber).toBeFocused();
    await expectError(clientNumber, fr.required);
    await clientNumber.fill('4711');
    await page.getByRole('button', { name: 'M’inscrire' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Merci pour votre inscription. Nous vous contacterons avec les détails du challenge.',
      }),
    ).toBeFocused();
    await expectNoViolations(page);
  });

  test('dressage in German: the required fields of §5 only', async ({ page }) => {
    await page.goto('/de/wettbewerbe/challenge-dressur');
    await expect(heading(page, 'Challenge Dressur')).toBeVisible();
    await page.getByRole('button', { name: 'Anmelden' }).click();
    for (const name of ['Vorname', 'Nachname', 'Geburtsdatum', 'E-Mail', 'Telefon']) {
      await expectError(textbox(page, name), de.required);
    }
    await expectError(textbox(page, 'Name des Pferdes'), '');
    await textbox(page, 'Vorname').fill('Jonas');
    await textbox(page, 'Nachname').fill('Widmer');
    await textbox(page, 'Geburtsdatum').fill('02.02.1990');
    await textbox(page, 'E-Mail').fill(uniqueEmail('jonas.widmer'));
    await textbox(page, 'Telefon').fill('+41 79 555 66 77');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(
      page.getByText(
        'Vielen Dank für Ihre Anmeldung. Wir melden uns bei Ihnen mit den Einzelheiten zur Challenge.',
      ),
    ).toBeVisible();
  });

  test('show jumping in German: a client gives the client number', async ({ page }) => {
    await page.goto('/de/wettbewerbe');
    await page.getByRole('link', { name: 'Mehr erfahren – Challenge Springen' }).click();
    await expect(page).toHaveURL(/\/de\/wettbewerbe\/challenge-springen$/);
    await expect(heading(page, 'Challenge Springen')).toBeVisible();
    await expect(textbox(page, 'Kundennummer')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Ich bin bereits Kundin oder Kunde/ }).check();
    await textbox(page, 'Vorname').fill('Lara');
    await textbox(page, 'Nachname').fill('Keller');
    await textbox(page, 'Geburtsdatum').fill(birthDateYearsAgo(19));
    await textbox(page, 'E-Mail').fill(uniqueEmail('lara.keller'));
    await textbox(page, 'Telefon').fill('079 222 33 44');
    await textbox(page, 'Name des Pferdes').fill('Cornet');
    await choose(page, 'Lizenz', 'National');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const clientNumber = textbox(page, 'Kundennummer');
    await expect(clientNumber).toBeFocused();
    await expectError(clientNumber, de.required);
    await clientNumber.fill('5812');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Vielen Dank für Ihre Anmeldung. Wir melden uns bei Ihnen mit den Einzelheiten zur Challenge.',
      }),
    ).toBeFocused();
  });

  test('dressage in French: the required fields of §5, then the thanks', async ({ page }) => {
    await page.goto('/concours');
    await page.getByRole('link', { name: 'En savoir plus – Challenge dressage' }).click();
    await expect(page).toHaveURL(/\/concours\/challenge-dressage$/);
    await expect(heading(page, 'Challenge dressage')).toBeVisible();
    await page.getByRole('button', { name: 'M’inscrire' }).click();
    for (const name of ['Prénom', 'Nom', 'Date de naissance', 'E-mail', 'Téléphone']) {
      await expectError(textbox(page, name), fr.required);
    }
    await textbox(page, 'Prénom').fill('Zoé');
    await textbox(page, 'Nom').fill('Perrin');
    await textbox(page, 'Date de naissance').fill(birthDateYearsAgo(24));
    await textbox(page, 'E-mail').fill(uniqueEmail('zoe.perrin'));
    await textbox(page, 'Téléphone').fill('078 111 22 33');
    await choose(page, 'Licence', 'Nationale');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'M’inscrire' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Merci pour votre inscription. Nous vous contacterons avec les détails du challenge.',
      }),
    ).toBeFocused();
  });
});

test.describe('job application', () => {
  test('for a named job in French, with a real PDF as CV', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Emplois' }).click();
    await expect(heading(page, 'Emplois')).toBeVisible();
    const firstJob = page.getByRole('article').first();
    const title = (await firstJob.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await firstJob.getByRole('link', { name: `Postuler – ${title}` }).click();
    await expect(page).toHaveURL(/\/emplois\?job=[a-z0-9-]+#candidature$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Votre candidature' })).toBeFocused();
    await expect(
      page.getByRole('combobox', { name: 'Poste' }).locator('option:checked'),
    ).toHaveText(title);
    await expectNoViolations(page);

    await choose(page, 'Civilité', 'Madame');
    await textbox(page, 'Prénom').fill('Anne');
    await textbox(page, 'Nom').fill('Rochat');
    await textbox(page, 'E-mail').fill(uniqueEmail('anne.rochat'));
    await textbox(page, 'Téléphone').fill('079 123 45 67');
    await textbox(page, 'NPA').fill('1003');
    await choose(page, 'Taux d’activité souhaité', 'Temps partiel');
    await page
      .getByRole('combobox', { name: 'Disponibilité' })
      .selectOption({ label: 'Dans 2 mois' });
    await page.getByRole('checkbox', { name: /conserve un an au plus/ }).check();
    // no CV yet: refused
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(page.getByText('Veuillez joindre votre CV.')).toBeVisible();

    await page
      .getByRole('combobox', { name: 'Type des documents à ajouter' })
      .selectOption({ label: 'CV' });
    await page.getByLabel('Choisir des fichiers').setInputFiles(cvPdf('cv-anne-rochat.pdf'));
    await expect(page.getByRole('group', { name: /^cv-anne-rochat\.pdf/ })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await expect(
      page.getByText(
        'Merci pour votre candidature. Nous l’étudierons avec attention et vous répondrons dans les meilleurs délais.',
      ),
    ).toBeVisible();
  });

  test('a spontaneous application in German; a file of another type is refused', async ({
    page,
  }) => {
    await page.goto('/de/stellen');
    await expect(heading(page, 'Stellen')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Stelle' })).toHaveValue('');
    await page.getByLabel('Dateien auswählen').setInputFiles({
      name: 'programm.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ\x90\x00 not a document'),
    });
    await expect(page.getByRole('alert').filter({ hasText: /programm\.exe/ })).toBeVisible();

    await choose(page, 'Anrede', 'Herr');
    await textbox(page, 'Vorname').fill('Urs');
    await textbox(page, 'Nachname').fill('Keller');
    await textbox(page, 'E-Mail').fill(uniqueEmail('urs.keller'));
    await textbox(page, 'Telefon').fill('044 123 45 67');
    await textbox(page, 'PLZ').fill('8001');
    await choose(page, 'Gewünschtes Pensum', 'Vollzeit');
    await page.getByRole('combobox', { name: 'Verfügbarkeit' }).selectOption({ label: 'Sofort' });
    await page
      .getByRole('combobox', { name: 'Art der hinzuzufügenden Dokumente' })
      .selectOption({ label: 'Lebenslauf' });
    await page.getByLabel('Dateien auswählen').setInputFiles(cvPdf('lebenslauf.pdf'));
    await expect(page.getByRole('group', { name: /^lebenslauf\.pdf/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /höchstens ein Jahr aufbewahrt/ }).check();
    await page.getByRole('button', { name: 'Bewerbung senden' }).click();
    await expect(
      page.getByText(
        'Vielen Dank für Ihre Bewerbung. Wir prüfen sie sorgfältig und antworten Ihnen so rasch wie möglich.',
      ),
    ).toBeVisible();
  });
});

test.describe('ownership transfer', () => {
  async function fillTransfer(
    page: Page,
    labels: Record<string, string>,
    values: Record<string, string>,
  ) {
    for (const [key, label] of Object.entries(labels)) {
      const value = values[key];
      if (value !== undefined) await textbox(page, label).fill(value);
    }
  }

  test('in French: the street autocomplete fills the address, an analytics event on success', async ({
    page,
  }) => {
    // the autocomplete's third party (decisions.md "Address lookup": none by default)
    await page.route('**/api/addresses?*', (route) =>
      route.fulfill({
        json: [
          { street: 'Bahnhofstrasse', number: '5', zip: '8001', city: 'Zürich', canton: 'ZH' },
          { street: 'Bahnhofstrasse', number: '7', zip: '8001', city: 'Zürich', canton: 'ZH' },
        ],
      }),
    );
    await page.goto('/');
    await page.getByRole('link', { name: 'Changement de propriétaire' }).click();
    await expect(heading(page, 'Changement de propriétaire')).toBeVisible();
    await expectNoViolations(page);
    await fillTransfer(
      page,
      {
        policy: 'Numéro de police',
        date: 'Date du changement de propriétaire',
        email: 'Votre e-mail (propriétaire actuel)',
        name: 'Nom de l’animal',
        birth: 'Date de naissance de l’animal',
        location: 'Lieu de détention actuel',
        first: 'Prénom',
        last: 'Nom',
        ownerBirth: 'Date de naissance',
        newEmail: 'E-mail',
        confirmation: 'Confirmation de l’e-mail',
        phone: 'Téléphone',
      },
      {
        policy: '1234567',
        date: daysFromToday(0),
        email: uniqueEmail('ancien'),
        name: 'Tornado',
        birth: birthDateYearsAgo(9),
        location: 'Écurie du Moulin, Avenches',
        first: 'Urs',
        last: 'Keller',
        ownerBirth: birthDateYearsAgo(45),
        newEmail: 'urs.keller@example.ch',
        confirmation: 'urs.keller@example.ch',
        phone: '044 123 45 67',
      },
    );
    await page.getByRole('combobox', { name: 'Type d’animal' }).selectOption({ label: 'Cheval' });
    await choose(page, 'L’animal est-il en bonne santé ?', 'Oui');
    await choose(page, 'Civilité', 'Monsieur');
    const street = page.getByRole('combobox', { name: 'Rue' });
    await street.fill('Bahnhofs');
    await expect(street).toHaveAttribute('aria-expanded', 'true');
    await street.press('ArrowDown');
    await street.press('Enter');
    await expect(street).toHaveValue('Bahnhofstrasse');
    await expect(textbox(page, 'N°')).toHaveValue('5');
    await expect(page.getByRole('combobox', { name: 'NPA' })).toHaveValue('8001');
    await expect(page.getByRole('combobox', { name: 'Localité' })).toHaveValue('Zürich');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Nous avons bien reçu votre demande concernant votre contrat d’assurance. Une réponse vous sera apportée dans les plus brefs délais.',
      }),
    ).toBeFocused();
    const events = await analyticsEvents(page, 'ownership_transfer_request');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ reference: expect.any(String) });
  });

  test('in German, the address typed by hand', async ({ page }) => {
    await page.goto('/de/eigentuemerwechsel');
    await expect(heading(page, 'Eigentümerwechsel')).toBeVisible();
    await textbox(page, 'Policennummer').fill('7654321');
    await textbox(page, 'Datum des Eigentümerwechsels').fill(daysFromToday(-10));
    await textbox(page, 'Ihre E-Mail (bisherige Eigentümerin, bisheriger Eigentümer)').fill(
      uniqueEmail('alt'),
    );
    await page.getByRole('combobox', { name: 'Tierart' }).selectOption({ label: 'Hund' });
    await textbox(page, 'Name des Tieres').fill('Bello');
    await textbox(page, 'Geburtsdatum des Tieres').fill(birthDateYearsAgo(3));
    await textbox(page, 'Aktueller Standort').fill('Bern');
    await choose(page, 'Ist das Tier gesund?', 'Ja');
    await choose(page, 'Anrede', 'Frau');
    await textbox(page, 'Vorname').fill('Nina');
    await textbox(page, 'Nachname').fill('Meier');
    await textbox(page, 'Geburtsdatum').fill(birthDateYearsAgo(35));
    await page.getByRole('combobox', { name: 'Strasse' }).fill('Kramgasse');
    await textbox(page, 'Nr.').fill('12');
    await fillPlace(page, { zip: 'PLZ', city: 'Ort' }, '3011', 'Bern');
    await textbox(page, 'E-Mail').fill('nina.meier@example.ch');
    await textbox(page, 'E-Mail bestätigen').fill('nina.meier@example.ch');
    await textbox(page, 'Telefon').fill('031 123 45 67');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(
      page.getByText('Wir haben Ihre Anfrage zu Ihrem Versicherungsvertrag erhalten.', {
        exact: false,
      }),
    ).toBeVisible();
  });
});

test.describe('animal-species form', () => {
  test('from the partner page in French: the species list', async ({ page }) => {
    await page.goto('/offres-generali');
    await page.getByRole('link', { name: 'Demander une offre Generali' }).first().click();
    await expect(page).toHaveURL(/\/offres\/autres-especes$/);
    await expect(heading(page, 'Autres espèces animales')).toBeVisible();
    const type = page.getByRole('combobox', { name: 'Type d’animal' });
    await expect(type.locator('option')).toHaveText([
      'Veuillez choisir',
      'Lamas',
      'Alpagas',
      'Oiseaux',
      'Daims',
      'Autruches',
      'Émeus',
      'Cochons',
      'Autres',
    ]);
    await expectNoViolations(page);
    await type.selectOption({ label: 'Alpagas' });
    await textbox(page, 'Nom de l’animal').fill('Pablo');
    await textbox(page, 'Date de naissance de l’animal').fill(birthDateYearsAgo(4));
    await page
      .getByRole('textbox', { name: 'Votre message' })
      .fill('Nous avons deux alpagas : quelle couverture proposez-vous ?');
    await choose(page, 'Civilité', 'Monsieur');
    await textbox(page, 'Prénom').fill('Marc');
    await textbox(page, 'Nom').fill('Dubois');
    await textbox(page, 'Date de naissance').fill(birthDateYearsAgo(50));
    await textbox(page, 'E-mail').fill(uniqueEmail('marc.dubois'));
    await textbox(page, 'Téléphone').fill('021 123 45 67');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Nous avons bien reçu votre demande effectuée sur / }),
    ).toBeFocused();
  });

  test('the species list in German, to its confirmation', async ({ page }) => {
    await page.goto('/de/offres-generali');
    await page.getByRole('link', { name: 'Generali-Offerte anfordern' }).first().click();
    await expect(page).toHaveURL(/\/de\/angebote\/andere-tierarten$/);
    await expect(heading(page, 'Andere Tierarten')).toBeVisible();
    const type = page.getByRole('combobox', { name: 'Tierart' });
    await expect(type.locator('option')).toHaveText([
      'Bitte wählen',
      'Lamas',
      'Alpakas',
      'Vögel',
      'Damhirsche',
      'Strausse',
      'Emus',
      'Schweine',
      'Andere',
    ]);
    await type.selectOption({ label: 'Lamas' });
    await textbox(page, 'Name des Tieres').fill('Pedro');
    await textbox(page, 'Geburtsdatum des Tieres').fill(birthDateYearsAgo(6));
    await page
      .getByRole('textbox', { name: 'Ihre Nachricht' })
      .fill('Wir halten drei Lamas für Trekking: welche Deckung bieten Sie an?');
    await choose(page, 'Anrede', 'Frau');
    await textbox(page, 'Vorname').fill('Anna');
    await textbox(page, 'Nachname').fill('Zufferey');
    await textbox(page, 'Geburtsdatum').fill(birthDateYearsAgo(40));
    await textbox(page, 'E-Mail').fill(uniqueEmail('anna.zufferey'));
    await textbox(page, 'Telefon').fill('027 123 45 67');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText(/^Wir haben Ihre Anfrage über .* erhalten/)).toBeVisible();
  });
});

test.describe('callback widget (horse offer page)', () => {
  for (const locale of ['fr', 'de'] as const) {
    const texts =
      locale === 'fr'
        ? {
            path: '/offres/chevaux',
            open: 'Rappelez-moi offre cheval',
            name: 'Nom et prénom',
            phone: 'Téléphone',
            submit: 'Être rappelé(e)',
            sent: 'Votre demande a été envoyée',
            close: 'Fermer',
          }
        : {
            path: '/de/angebote/pferde',
            open: 'Rückruf Pferdeofferte',
            name: 'Name und Vorname',
            phone: 'Telefon',
            submit: 'Rückruf anfordern',
            sent: 'Ihre Anfrage wurde gesendet',
            close: 'Schliessen',
          };
    test(`in ${locale}: the modal, the phone rule, then sent with '${texts.close}'`, async ({
      page,
    }) => {
      // issue 14: the page does not load the form (its fields, the forms registry) until the
      // visitor opens it
      const scripts: string[] = [];
      page.on('request', (request) => {
        const name = new URL(request.url()).pathname.split('/').pop() ?? '';
        if (name.endsWith('.js')) scripts.push(name);
      });
      const formChunks = /^(callback-dialog|registry|fields|blocks|send-form)-/;
      await page.goto(texts.path);
      const open = page.getByRole('button', { name: texts.open });
      // `data-hydrated` waits for what the client adds to the prerendered page: the widget (every
      // chunk it waited for has been asked for) and the quick calculator in its placeholder's place
      await untilClients(page);
      expect(await open.isVisible()).toBe(true);
      expect(await page.locator('.offer-calculator-placeholder').count()).toBe(0);
      expect(scripts.filter((name) => formChunks.test(name))).toEqual([]);
      // the intent to open it (the pointer on the button in fr, the focus in de) starts the load,
      // so that the wait after the press is mostly gone; the modal stays closed
      const dialogChunk = page.waitForRequest((request) =>
        /\/callback-dialog-[^/]*\.js$/.test(request.url()),
      );
      if (locale === 'fr') await open.hover();
      else await open.focus();
      await dialogChunk;
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await open.click();
      const dialog = page.getByRole('dialog', { name: texts.open });
      await expect(textbox(dialog, texts.name)).toBeFocused();
      await expectNoViolations(page);
      await textbox(dialog, texts.name).fill('Jeanne Muller');
      await textbox(dialog, texts.phone).fill('123');
      await dialog.getByRole('button', { name: texts.submit }).click();
      await expectError(textbox(dialog, texts.phone), /./);
      await textbox(dialog, texts.phone).fill('079 123 45 67');
      await dialog.getByRole('button', { name: texts.submit }).click();
      const sent = page.getByRole('dialog', { name: texts.open });
      await expect(sent.getByText(texts.sent)).toBeVisible();
      await expectNoViolations(page);
      await sent.getByRole('button', { name: texts.close }).first().click();
      await expect(sent).toHaveCount(0);
      await expect(open).toBeFocused();
      // spec 002 §4: the sent state is not reset
      await open.click();
      await expect(
        page.getByRole('dialog', { name: texts.open }).getByText(texts.sent),
      ).toBeVisible();
    });
  }
});

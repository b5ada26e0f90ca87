import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderAppAt } from '../../app/render-at';
import { ValidationError } from '../../lib/api';

const post = vi.hoisted(() => vi.fn());
const get = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api')>();
  return { ...original, api: { ...original.api, post, get } };
});

async function renderAt(path: string) {
  const heading = await renderAppAt(path);
  // a subject's form is a chunk of its own (issue 14): in before the test looks at step 4
  await act(async () => {
    await import('./forms/subject-form');
  });
  return heading;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  delete window.dataLayer;
});

describe('help centre state from the route (spec 001 §2.2)', () => {
  it('restores the page, the subject and the method of the address', async () => {
    const heading = await renderAt('/aide/mon-contrat/changer-d-email/form');
    expect(heading.textContent).toBe('Comment pouvons-nous vous aider ?');
    await waitFor(() => expect(document.title).toBe('Mon contrat – Centre d’aide | Alpaws'));
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'true')
      .map((link) => link.textContent);
    expect(current).toEqual([
      expect.stringContaining('Mon contrat'),
      'Changement d’e-mail',
      'Remplir le formulaire en ligne',
    ]);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Étape 4 : Votre demande : Changement d’e-mail',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Nouvelle adresse e-mail/ })).toBeTruthy();
    // the subject links carry the next section in the hash
    expect(screen.getByRole('link', { name: 'Changement d’IBAN' }).getAttribute('href')).toBe(
      '/aide/mon-contrat/changer-d-iban#etape-3',
    );
  });

  it('takes a subject slug of the other language (the language switch keeps it) to its own', async () => {
    await renderAt('/de/hilfe/mein-vertrag/changer-d-email/form');
    expect(
      await screen.findByRole('link', { name: 'E-Mail-Änderung', current: true }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Neue E-Mail-Adresse/ })).toBeTruthy();
  });

  it('offers the links and the ways of a subject in step 3, in German', async () => {
    await renderAt('/de/hilfe/mein-vertrag/eigentumer-andern');
    expect(
      screen.getByRole('link', { name: 'Formular im Kundenzenter ausfüllen' }).getAttribute('href'),
    ).toBe('/de/kundenzenter/vertrag-aendern?a=cv');
    expect(screen.getByRole('link', { name: 'Beratung kontaktieren' }).getAttribute('href')).toBe(
      '/de/hilfe/mein-vertrag/eigentumer-andern/agent-info#schritt-4',
    );
    expect(screen.queryByRole('heading', { level: 2, name: /Schritt 4/ })).toBeNull();
  });
});

describe('a help form', () => {
  const fill = () => {
    type(/Numéro de police/, '2612345678');
    fireEvent.click(screen.getByLabelText('Madame'));
    type(/Prénom/, 'Jeanne');
    type(/^Nom( \*)?$/, 'Muller');
    type(/Nouvelle adresse e-mail/, 'jeanne@nouveau.example');
    type(/Téléphone/, '0791234567');
    type(/Ancienne adresse e-mail/, 'jeanne@ancien.example');
    type(/Rue/, 'Rue du Lac');
    type(/^Numéro$/, '12');
  };

  it('sends the subject’s category and the merged street number, then shows the server’s text', async () => {
    post.mockResolvedValue({
      message: 'Nous avons bien reçu votre demande.',
      reference: 'H-2026-000042',
    });
    await renderAt('/aide/mon-contrat/changer-d-email/form');
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(post).toHaveBeenCalledTimes(1);
    const [path, payload] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('help/update-email');
    expect(payload).toEqual({
      policy_id: '2612345678',
      gender: 'f',
      first_name: 'Jeanne',
      last_name: 'Muller',
      email: 'jeanne@nouveau.example',
      phone: '079 123 45 67',
      old_email: 'jeanne@ancien.example',
      address: 'Rue du Lac 12',
      streetNumber: '12',
      category: ['Mon contrat', 'Changement d’e-mail'],
    });
    expect(screen.getByRole('status').textContent).toContain('Nous avons bien reçu votre demande.');
    expect(screen.getByText('Référence de votre demande : H-2026-000042')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });

  it('refuses in the page language before sending, and shows the server’s field refusal', async () => {
    await renderAt('/aide/mon-contrat/changer-d-email/form');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(post).not.toHaveBeenCalled();
    const policy = screen.getByRole('textbox', { name: /Numéro de police/ });
    expect(policy.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(policy);

    post.mockRejectedValue(
      new ValidationError('', {
        old_email: ['La nouvelle adresse e-mail doit être différente de l’ancienne.'],
      }),
    );
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    const old = screen.getByRole('textbox', { name: /Ancienne adresse e-mail/ });
    expect(old.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(old);
    expect(
      screen.getByText('La nouvelle adresse e-mail doit être différente de l’ancienne.'),
    ).toBeTruthy();
  });
});

describe('the contract change page', () => {
  it('fills the address from the street lookup, blocks Enter there, and tracks modifierContrat', async () => {
    get.mockImplementation(async (path: string) =>
      path === 'addresses'
        ? [{ street: 'Rue du Lac', number: '12', zip: '1003', city: 'Lausanne', canton: 'VD' }]
        : [],
    );
    post.mockResolvedValue({ message: 'Reçu.', reference: 'H-2026-000043' });
    const heading = await renderAt('/espace-client/modifier-mon-contrat?a=cv');
    expect(heading.textContent).toBe('Changement de propriétaire');
    expect((screen.getByLabelText(/Type de police/) as HTMLSelectElement).value).toBe(
      'Chevaux et autres animaux',
    );
    const street = screen.getByRole('combobox', { name: /Rue/ });
    fireEvent.change(street, { target: { value: 'Rue du L' } });
    const option = await screen.findByRole('option', { name: 'Rue du Lac 12, 1003 Lausanne (VD)' });
    expect(option).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      'addresses',
      expect.objectContaining({ query: { q: 'Rue du L', limit: 5 } }),
    );
    fireEvent.keyDown(street, { key: 'ArrowDown' });
    fireEvent.keyDown(street, { key: 'Enter' });
    expect((street as HTMLInputElement).value).toBe('Rue du Lac');
    expect((screen.getByLabelText(/^Numéro$/) as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText(/NPA/) as HTMLInputElement).value).toBe('1003');
    expect((screen.getByLabelText(/Localité/) as HTMLInputElement).value).toBe('Lausanne');
    // Enter in the address field never sends the form
    fireEvent.keyDown(street, { key: 'Enter' });
    expect(post).not.toHaveBeenCalled();

    type(/Numéro de police/, '2612345678');
    type(/Nom de l’animal/, 'Tornado');
    fireEvent.click(screen.getByLabelText('Monsieur'));
    type(/Prénom/, 'Marc');
    type(/^Nom( \*)?$/, 'Rochat');
    type(/^Adresse e-mail/, 'marc@example.ch');
    type(/Confirmation de l’e-mail/, 'marc@example.ch');
    type(/Téléphone/, '0791234567');
    type(/Date de naissance du preneur/, '12.05.1980');
    type(/Le nouveau propriétaire/, 'Anna Keller, Bahnhofstrasse 5, 8001 Zürich, dès le 1er mai.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    const [path, payload] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('contract-update-request');
    expect(payload).toMatchObject({
      policy_type: 'Chevaux et autres animaux',
      animal: 'Tornado',
      address: 'Rue du Lac 12',
      streetNumber: '12',
      zip: '1003',
      city: 'Lausanne',
      category: ['Mon contrat', 'Changement de propriétaire'],
    });
    expect(window.dataLayer).toContainEqual({ event: 'modifierContrat', locale: 'fr' });
  });
});

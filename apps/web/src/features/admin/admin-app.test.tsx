import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../app/render-at';
import { ApiError, ValidationError } from '../../lib/api';
import type { StaffSession } from './api/session';
import type { SubmissionDetail } from './api/submissions';

const post = vi.hoisted(() => vi.fn());
const get = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api')>();
  return { ...original, api: { ...original.api, post, get } };
});

const session: StaffSession = {
  id: 'staff-1',
  name: 'Erika Admin',
  email: 'erika@alpaws.test',
  roles: ['admin'],
  locale: 'fr',
  kinds: ['claim', 'job-application'],
  needs_totp_setup: false,
};

const claim: SubmissionDetail = {
  kind: 'claim',
  id: '7',
  reference: 'S123456',
  received_at: '2026-03-02T09:00:00Z',
  locale: 'fr',
  person: { first_name: 'Lina', last_name: 'Bärtschi', email: 'lina@example.ch' },
  policy_number: '2698765432',
  payload: { case_type: 'disease' },
  files: [],
  mails: [],
  register: null,
  status: 'in_review',
  is_final: false,
  transitions: [
    { to: 'documents_missing', needs_amount: false, needs_reason: false },
    { to: 'approved', needs_amount: true, needs_reason: false },
    { to: 'refused', needs_amount: false, needs_reason: true },
  ],
  amount: null,
  reason: null,
  assignee: null,
  events: [],
  notes: [],
  audit: [],
};

/** The server as the staff screens see it: signed in or not, one claim. */
function serve(signedIn: StaffSession | null) {
  get.mockImplementation(async (path: string) => {
    if (path === 'admin/auth/session') {
      if (!signedIn) throw new ApiError(401, 'Veuillez vous connecter.', null);
      return signedIn;
    }
    if (path === 'admin/submissions/claim/7') return claim;
    if (path === 'admin/assignees') return { items: [] };
    if (path === 'admin/staff') return { items: [] };
    throw new Error(`unexpected GET ${path}`);
  });
}

/** The texts a control is described by (aria-describedby), in order. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
const click = (name: string | RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});
afterEach(cleanup);

describe('staff sign-in on the shared form layer', () => {
  it('checks with the call’s schema, focuses the first error, shows a refusal in the alert', async () => {
    serve(null);
    const heading = await renderAt('/admin');
    expect(heading.textContent).toBe('Connexion au back office');
    await click('Se connecter');
    expect(post).not.toHaveBeenCalled();
    const email = screen.getByLabelText(/E-mail/);
    expect(descriptionOf(email)).toEqual(['Ce champ est obligatoire.']);
    expect(document.activeElement).toBe(email);
    expect(descriptionOf(screen.getByLabelText(/Mot de passe/))).toEqual([
      'Ce champ est obligatoire.',
    ]);

    post.mockRejectedValueOnce(new ApiError(401, 'E-mail ou mot de passe incorrect.', null));
    type(/E-mail/, 'erika@alpaws.test');
    type(/Mot de passe/, 'wrong password');
    await click('Se connecter');
    expect(post).toHaveBeenCalledWith('admin/auth/sign-in', {
      email: 'erika@alpaws.test',
      password: 'wrong password',
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('E-mail ou mot de passe incorrect.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('button', { name: 'Se connecter' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('asks the authenticator code with the length of its schema, its error at the field', async () => {
    serve(null);
    await renderAt('/admin');
    post.mockResolvedValueOnce({ status: 'totp' });
    type(/E-mail/, 'erika@alpaws.test');
    type(/Mot de passe/, 'e2e admin password 2026');
    await click('Se connecter');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Code de l’application',
    );
    const code = screen.getByLabelText(/Code à 6 chiffres/) as HTMLInputElement;
    expect(document.activeElement).toBe(code);
    // six digits, or the two halves of three as the apps show them
    expect(code.maxLength).toBe(7);
    type(/Code à 6 chiffres/, '12 34');
    await click('Vérifier le code');
    expect(post).toHaveBeenCalledTimes(1);
    expect(descriptionOf(code)).toEqual([
      'Le code change toutes les 30 secondes.',
      'Code incorrect. Veuillez saisir le code à 6 chiffres de votre application.',
    ]);
    expect(document.activeElement).toBe(code);
    post.mockRejectedValueOnce(
      new ValidationError('Données invalides', {
        code: ['Code incorrect. Veuillez saisir le code à 6 chiffres de votre application.'],
      }),
    );
    type(/Code à 6 chiffres/, '123 456');
    await click('Vérifier le code');
    expect(post).toHaveBeenLastCalledWith('admin/auth/totp', { code: '123 456' });
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('work on a submission on the shared form layer', () => {
  it('checks the amount of an approval with the call’s schema before sending it', async () => {
    serve(session);
    await renderAt('/admin/submissions/claim/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sinistre S123456' })).toBeTruthy();
    await click('Enregistrer le statut');
    expect(post).not.toHaveBeenCalled();
    const choices = screen.getByRole('group', { name: /Nouveau statut/ });
    const first = within(choices).getByRole('radio', { name: 'Documents manquants' });
    expect(document.activeElement).toBe(first);
    expect(descriptionOf(first)).toEqual(['Ce champ est obligatoire.']);

    fireEvent.click(within(choices).getByRole('radio', { name: 'Accepté' }));
    type(/Montant accordé/, '180.52');
    await click('Enregistrer le statut');
    expect(post).not.toHaveBeenCalled();
    const amount = screen.getByLabelText(/Montant accordé/);
    expect(descriptionOf(amount)).toEqual([
      'Arrondi à 5 centimes, par ex. 125.35',
      'Le montant doit être arrondi à 5 centimes (par ex. 125.35).',
    ]);
    expect(document.activeElement).toBe(amount);

    post.mockResolvedValueOnce({ status: 'approved' });
    type(/Montant accordé/, '180,55');
    await click('Enregistrer le statut');
    expect(post).toHaveBeenCalledWith('admin/submissions/claim/7/status', {
      from: 'in_review',
      to: 'approved',
      amount: 180.55,
    });
  });

  it('refuses an empty note before sending, and shows a refusal of the move in the alert', async () => {
    serve(session);
    await renderAt('/admin/submissions/claim/7');
    await screen.findByRole('heading', { level: 1, name: 'Sinistre S123456' });
    await click('Ajouter la note');
    expect(post).not.toHaveBeenCalled();
    const note = screen.getByLabelText(/Nouvelle note/);
    expect(document.activeElement).toBe(note);
    expect(note.getAttribute('maxLength')).toBe('4000');

    post.mockRejectedValueOnce(
      new ApiError(
        409,
        'Cette demande a été modifiée entre-temps. Veuillez recharger la page.',
        null,
      ),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Documents manquants' }));
    await click('Enregistrer le statut');
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('modifiée entre-temps'));
    expect(document.activeElement).toBe(alert);
  });

  it('asks at least one role for a new staff account', async () => {
    serve(session);
    await renderAt('/admin/staff');
    await screen.findByRole('heading', { level: 1, name: 'Collaborateurs' });
    type(/^Nom/, 'Paul Favre');
    type(/^E-mail/, 'paul@alpaws.test');
    await click('Créer le compte');
    expect(post).not.toHaveBeenCalled();
    const roles = screen.getByRole('group', { name: /Rôles/ });
    const first = within(roles).getAllByRole('checkbox')[0] as HTMLElement;
    expect(document.activeElement).toBe(first);
    post.mockResolvedValueOnce({ id: 'x', email: 'paul@alpaws.test', initial_password: 'secret' });
    fireEvent.click(within(roles).getByRole('checkbox', { name: 'Sinistres' }));
    await click('Créer le compte');
    expect(post).toHaveBeenCalledWith('admin/staff', {
      name: 'Paul Favre',
      email: 'paul@alpaws.test',
      roles: ['claims'],
      staff_locale: 'fr',
    });
    expect(screen.getByRole('status').textContent).toContain('secret');
  });
});

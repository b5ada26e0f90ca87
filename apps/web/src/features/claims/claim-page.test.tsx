import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../app/render-at';
import { ValidationError } from '../../lib/api';
import { CLAIM_DRAFT_KEY, emptyDraft, getClaimDraft, resetDraft, startDraft } from './claim-draft';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api')>();
  return { ...original, api: { ...original.api, post } };
});

const base = '/espace-client/declarer-un-sinistre';

function saveDraft(change: Partial<ReturnType<typeof emptyDraft>>) {
  localStorage.setItem(CLAIM_DRAFT_KEY, JSON.stringify({ ...emptyDraft(), ...change }));
}

beforeEach(() => {
  resetDraft();
  post.mockReset();
});

afterEach(() => {
  cleanup();
  resetDraft();
});

describe('resuming a saved request (spec 001 §2.1)', () => {
  const saved = {
    type: 'new' as const,
    user_token: 'token-1',
    case_type: 'accident' as const,
    reachedStep: 4,
    caseDetail: { ...emptyDraft().caseDetail, city: 'Sion' },
  };

  it('asks, and Poursuivre loads the saved data', async () => {
    saveDraft(saved);
    await renderAt(`${base}/lieu-et-date`);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Une demande est déjà en cours',
    });
    expect(dialog.textContent).toContain('Souhaitez-vous poursuivre avec votre dernière demande ?');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Poursuivre' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lieu et date' })).toBeTruthy();
    expect((screen.getByLabelText(/Localité/) as HTMLInputElement).value).toBe('Sion');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getClaimDraft()?.user_token).toBe('token-1');
  });

  it('Recommencer drops the saved data and goes to step 1', async () => {
    saveDraft(saved);
    await renderAt(`${base}/description`);
    await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    });
    expect(await screen.findByRole('button', { name: 'Saisir un nouveau cas' })).toBeTruthy();
    expect(localStorage.getItem(CLAIM_DRAFT_KEY)).toBeNull();
  });

  it('Poursuivre on a step not reached yet opens the furthest step reached', async () => {
    saveDraft(saved);
    await renderAt(`${base}/documents`);
    await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Poursuivre' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Description' })).toBeTruthy();
  });

  it('starts afresh at step 1 without a saved request', async () => {
    await renderAt(`${base}/description`);
    expect(await screen.findByRole('button', { name: 'Saisir un nouveau cas' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('saves every change to local storage', async () => {
    await renderAt(base);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Saisir un nouveau cas' }));
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Prénom' }), {
      target: { value: 'Jeanne' },
    });
    const stored = JSON.parse(localStorage.getItem(CLAIM_DRAFT_KEY) ?? '{}');
    expect(stored).toMatchObject({ type: 'new', policyholder: { first_name: 'Jeanne' } });
  });
});

describe('the side reminder of step 4', () => {
  beforeEach(() => {
    startDraft({ type: 'new', user_token: 'token-2', case_type: 'accident', reachedStep: 4 });
  });

  async function typeDescription(text: string) {
    await renderAt(`${base}/description`);
    fireEvent.change(screen.getByLabelText(/Description du sinistre/), {
      target: { value: text },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    });
  }

  it('opens for a paw without a side; Compléter la description closes it and sends nothing', async () => {
    await typeDescription('Il boite de la patte depuis hier.');
    const dialog = await screen.findByRole('dialog', { name: 'Précisez le côté' });
    expect(dialog.textContent).toContain(
      'N’oubliez pas de préciser le côté lorsqu’il s’agit d’une patte, d’un œil ou d’une oreille.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Compléter la description' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/Description du sinistre/)),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('Suivant in the modal confirms and sends, then step 5 opens', async () => {
    post.mockResolvedValue({ user_token: 'token-2', step: 4 });
    await typeDescription('Il boite de la patte depuis hier.');
    await screen.findByRole('dialog', { name: 'Précisez le côté' });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Suivant' }).at(-1) as HTMLElement);
    });
    expect(post).toHaveBeenCalledWith('claim-declarations/description', {
      user_token: 'token-2',
      description: 'Il boite de la patte depuis hier.',
      veterinarian_diagnostic: '',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informations bancaires' }),
    ).toBeTruthy();
  });

  it('sends at once when the side is given', async () => {
    post.mockResolvedValue({ user_token: 'token-2', step: 4 });
    await typeDescription('Il boite de la patte avant gauche.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('closes on a refusal and shows the error at the field', async () => {
    post.mockRejectedValue(new ValidationError('', { description: ['Ce champ est obligatoire.'] }));
    await typeDescription('Otite à l’oreille.');
    await screen.findByRole('dialog', { name: 'Précisez le côté' });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Suivant' }).at(-1) as HTMLElement);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const field = screen.getByLabelText(/Description du sinistre/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ce champ est obligatoire.').id).toBe(
      field.getAttribute('aria-describedby')?.split(' ').at(-1),
    );
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../app/render-at';
import { ApiError, ValidationError } from '../../lib/api';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/api')>();
  return { ...original, api: { ...original.api, post } };
});

const path = '/espace-client/suivi-sinistre';
const number = () => screen.getByLabelText(/Numéro de sinistre/) as HTMLInputElement;
const email = () => screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement;
const send = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le statut' }));
  });

/** The texts a control is described by (aria-describedby), in order. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

beforeEach(() => post.mockReset());
afterEach(cleanup);

describe('claim status page (issue 13) on the shared form layer', () => {
  it('checks with the call’s schema before sending: errors tied to the fields, focus on the first', async () => {
    await renderAt(path);
    await send();
    expect(post).not.toHaveBeenCalled();
    expect(number().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(number())).toEqual([
      'Il figure dans l’e-mail de confirmation, sous la forme S123456.',
      'Ce champ est obligatoire.',
    ]);
    expect(document.activeElement).toBe(number());
    fireEvent.change(number(), { target: { value: 'S12' } });
    fireEvent.change(email(), { target: { value: 'jeanne@example' } });
    await send();
    expect(post).not.toHaveBeenCalled();
    expect(descriptionOf(number()).at(-1)).toBe(
      'Le numéro de sinistre doit avoir la forme S000000.',
    );
    expect(descriptionOf(email())).toEqual(['Veuillez saisir une adresse e-mail valide.']);
  });

  it('shows the neutral refusal in the form’s alert, focused; the button stays focusable', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    post.mockReturnValueOnce(
      new Promise((_, reject) => {
        refuse = reject;
      }),
    );
    await renderAt(`${path}?claim=S123456`);
    expect(number().value).toBe('S123456');
    fireEvent.change(email(), { target: { value: 'someone@example.ch' } });
    await send();
    expect(post).toHaveBeenCalledWith('claim-status', {
      claim_number: 'S123456',
      email: 'someone@example.ch',
    });
    const button = screen.getByRole('button', { name: /Envoi|Afficher le statut/ });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      refuse(
        new ApiError(
          404,
          'Nous ne trouvons pas de sinistre correspondant à ce numéro et à cette adresse e-mail. Veuillez vérifier vos données.',
          null,
        ),
      );
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Nous ne trouvons pas de sinistre');
    expect(document.activeElement).toBe(alert);
  });

  it('puts a 422 of the server at its field, then shows the timeline of the next answer', async () => {
    post.mockRejectedValueOnce(
      new ValidationError('Données invalides', {
        email: ['Veuillez saisir une adresse e-mail valide.'],
      }),
    );
    await renderAt(`${path}?claim=S123456`);
    fireEvent.change(email(), { target: { value: 'jeanne@example.ch' } });
    await send();
    expect(descriptionOf(email())).toEqual(['Veuillez saisir une adresse e-mail valide.']);
    expect(document.activeElement).toBe(email());
    post.mockResolvedValueOnce({
      claim_number: 'S123456',
      animal_name: 'Rex',
      status: 'approved',
      amount: 180.55,
      is_paid: false,
      timeline: [
        { status: 'received', at: '2026-03-02T09:00:00Z', amount: null, reason: null },
        { status: 'approved', at: '2026-03-05T09:00:00Z', amount: 180.55, reason: null },
      ],
    });
    await send();
    const result = screen.getByRole('region', { name: 'Sinistre S123456' });
    expect(result.textContent).toContain('Statut actuel : Accepté');
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Déclaration reçue'), expect.stringContaining('Accepté')]);
    // another look-up stays possible
    fireEvent.change(number(), { target: { value: 'S654321' } });
    post.mockResolvedValueOnce({
      claim_number: 'S654321',
      animal_name: null,
      status: 'received',
      amount: null,
      is_paid: false,
      timeline: [{ status: 'received', at: '2026-03-02T09:00:00Z', amount: null, reason: null }],
    });
    await send();
    expect(screen.getByRole('region', { name: 'Sinistre S654321' })).toBeTruthy();
  });
});

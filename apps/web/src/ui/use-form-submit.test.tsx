import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import fr from '../i18n/fr.json';
import { ApiError, ValidationError } from '../lib/api';
import { FormActions } from './form-actions';
import { FormAlert } from './form-alert';
import { TextField } from './inputs';
import { schemaResolver } from './schema-resolver';
import { useFormSubmit } from './use-form-submit';
import { useSchemaFields } from './use-schema-fields';

const schema = z.object({
  first_name: z.string().trim().min(1, 'validation.required').max(20),
  email: z.string().trim().max(100),
});
type Values = z.input<typeof schema>;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function ContactForm({
  send,
  onSent,
  onFailed,
}: {
  send: (values: Values) => Promise<string>;
  onSent: (result: string) => void;
  onFailed?: () => void;
}) {
  const form = useForm<Values>({
    defaultValues: { first_name: '', email: '' },
    resolver: schemaResolver(schema, 'fr'),
  });
  const field = useSchemaFields(form, schema);
  const submit = useFormSubmit({ form, send, onSent, onFailed });
  return (
    <form ref={submit.formRef} noValidate onSubmit={form.handleSubmit(submit.send)}>
      <FormAlert messages={submit.alerts} />
      <TextField field={field('first_name')} label="Prénom" />
      <TextField field={field('email')} label="E-mail" />
      <p data-testid="state">{submit.state}</p>
      <FormActions submitLabel="Envoyer" isPending={submit.isPending} />
    </form>
  );
}

function renderForm(props: Parameters<typeof ContactForm>[0]) {
  render(
    <IntlProvider locale="fr-CH" messages={fr}>
      <ContactForm {...props} />
    </IntlProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;
const sendButton = () => screen.getByRole('button', { name: /Envoyer|Envoi en cours/ });

afterEach(cleanup);

describe('useFormSubmit (editing → loading → sent)', () => {
  it('sends once, shows the pending state, then calls onSent with the answer', async () => {
    const call = deferred<string>();
    const send = vi.fn(() => call.promise);
    const onSent = vi.fn();
    renderForm({ send, onSent });
    fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Anna' } });
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(state()).toBe('loading');
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    expect(sendButton().textContent).toBe('Envoi en cours…');
    // a second submit while loading is ignored
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ first_name: 'Anna', email: '' });
    await act(async () => call.resolve('REF-1'));
    expect(state()).toBe('sent');
    expect(onSent).toHaveBeenCalledWith('REF-1', { first_name: 'Anna', email: '' });
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not send what the schema refuses; the first field in error has the focus', async () => {
    const send = vi.fn(async () => 'x');
    renderForm({ send, onSent: vi.fn() });
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(send).not.toHaveBeenCalled();
    const name = screen.getByLabelText(/Prénom/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(state()).toBe('editing');
  });

  it('goes back to editing with the server errors at the fields, the rest in the alert', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ValidationError('Refusé', {
          email: ['Adresse e-mail invalide.'],
          user_token: ['Votre session a expiré.'],
        }),
      )
      .mockResolvedValueOnce('ok');
    const onFailed = vi.fn();
    const onSent = vi.fn();
    renderForm({ send, onSent, onFailed });
    fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Anna' } });
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(onFailed).toHaveBeenCalledOnce();
    expect(state()).toBe('editing');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Adresse e-mail invalide.');
    expect(screen.getByRole('alert').textContent).toBe('Votre session a expiré.');
    await waitFor(() => expect(document.activeElement).toBe(email));
    // and may be sent again
    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(onSent).toHaveBeenCalledWith('ok', expect.anything());
  });

  it('shows a failure without field in the alert and moves the focus to it', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(0, '', undefined));
    renderForm({ send, onSent: vi.fn() });
    fireEvent.change(screen.getByLabelText(/Prénom/), { target: { value: 'Anna' } });
    await act(async () => {
      fireEvent.click(sendButton());
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Votre demande n’a pas pu être envoyée. Veuillez vérifier votre connexion et réessayer.',
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

describe('useFormSubmit without react-hook-form', () => {
  function Choice({ send }: { send: (value: string) => Promise<void> }) {
    const submit = useFormSubmit({ send });
    return (
      <form
        ref={submit.formRef}
        onSubmit={(event) => {
          event.preventDefault();
          if (event.currentTarget.dataset.empty === 'true') submit.refuse(['Choisissez.']);
          else void submit.send('a');
        }}
        data-empty="true"
      >
        <FormAlert messages={submit.alerts} />
        <button type="submit">Envoyer</button>
      </form>
    );
  }

  it('shows a refusal found before sending and a server refusal as alert lines', async () => {
    const send = vi.fn().mockRejectedValue(new ValidationError('', { deductible: ['Non.'] }));
    render(
      <IntlProvider locale="fr-CH" messages={fr}>
        <Choice send={send} />
      </IntlProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('alert').textContent).toBe('Choisissez.');
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    (screen.getByRole('button').closest('form') as HTMLFormElement).dataset.empty = 'false';
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('alert').textContent).toBe('Non.');
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memo } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import fr from '../i18n/fr.json';
import { ValidationError } from '../lib/api';
import { Form } from './form';
import { FormActions } from './form-actions';
import { TextAreaField, TextField } from './inputs';
import type { BoundField } from './use-schema-fields';
import { useSchemaForm } from './use-schema-form';

// A help-centre style form: one schema, a short component.
const schema = z.object({
  email: z.string().trim().min(1, 'validation.required').max(254).pipe(z.email()),
  message: z.string().trim().min(1, 'validation.required').max(500),
});
type Values = { email: string; message: string };

function MessageForm({
  send,
  onChange,
  isBlocked,
}: {
  send: (values: Values) => Promise<{ reference: string }>;
  onChange: (values: Values) => void;
  isBlocked?: boolean;
}) {
  const { field, submit, onSubmit } = useSchemaForm({
    schema,
    locale: 'fr',
    defaultValues: { email: '', message: '' },
    send,
    onChange,
  });
  if (submit.state === 'sent') return <p role="status">Merci</p>;
  return (
    <Form submit={submit} onSubmit={onSubmit} isBlocked={isBlocked}>
      <TextField field={field('email')} label="E-mail" type="email" />
      <TextAreaField field={field('message')} label="Message" />
      <FormActions submitLabel="Envoyer" isPending={submit.isPending} />
    </Form>
  );
}

afterEach(cleanup);

function renderForm(
  send: (values: Values) => Promise<{ reference: string }>,
  { isBlocked = false } = {},
) {
  const onChange = vi.fn();
  render(
    <IntlProvider locale="fr-CH" messages={fr}>
      <MessageForm send={send} onChange={onChange} isBlocked={isBlocked} />
    </IntlProvider>,
  );
  return { onChange };
}

describe('useSchemaForm and Form', () => {
  it('binds the fields to the schema, saves every change and shows what was sent', async () => {
    const send = vi.fn(async () => ({ reference: 'F-1' }));
    const { onChange } = renderForm(send);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('maxlength')).toBe('254');
    expect(screen.getByText('500 caractères restants')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'anna@example.ch' } });
    expect(onChange).toHaveBeenLastCalledWith({ email: 'anna@example.ch', message: '' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Bonjour' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(send).toHaveBeenCalledWith({ email: 'anna@example.ch', message: 'Bonjour' });
    expect(screen.getByRole('status').textContent).toBe('Merci');
  });

  it('refuses in the page language before sending, then shows the server refusal', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(new ValidationError('', { message: ['Ce message est trop court.'] }));
    renderForm(send);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(send).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'anna@example.ch' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Oui' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    const message = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ce message est trop court.')).toBeTruthy();
  });

  it('sends nothing while blocked (an upload under way)', async () => {
    const send = vi.fn(async () => ({ reference: 'F-2' }));
    renderForm(send, { isBlocked: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'anna@example.ch' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Bonjour' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('bound fields are the same objects while nothing they say changes (issue 14)', () => {
  /** A form whose fields are noted at each render, beside a memoised part counting its own. */
  function NotingForm({ seen }: { seen: BoundField[][] }) {
    const { field, submit, onSubmit } = useSchemaForm({
      schema,
      locale: 'fr',
      defaultValues: { email: '', message: '' },
      send: async () => ({ reference: 'F-1' }),
    });
    const email = field('email');
    seen.push([email, field('message'), field('message', { isRequired: false })]);
    return (
      <Form submit={submit} onSubmit={onSubmit}>
        <CountedEmail field={email} />
        <TextAreaField field={field('message')} label="Message" />
        <FormActions submitLabel="Envoyer" isPending={submit.isPending} />
      </Form>
    );
  }
  let emailRenders = 0;
  const CountedEmail = memo(function CountedEmail({ field }: { field: BoundField }) {
    emailRenders += 1;
    return <TextField field={field} label="E-mail" type="email" />;
  });

  it('keeps them across the two renders of the mount, and gives new ones with an error', async () => {
    emailRenders = 0;
    const seen: BoundField[][] = [];
    render(
      <IntlProvider locale="fr-CH" messages={fr}>
        <NotingForm seen={seen} />
      </IntlProvider>,
    );
    // react-hook-form renders the form twice when it mounts: the same fields both times
    expect(seen.length).toBeGreaterThan(1);
    const [first] = seen;
    for (const fields of seen) {
      for (const [index, field] of fields.entries()) expect(field).toBe(first?.[index]);
    }
    expect(emailRenders).toBe(1);
    // another spelling of the same field is another object (overrides), still kept
    expect(first?.[2]).not.toBe(first?.[1]);

    // a refused submission: the fields with an error are new objects, and the memoised part renders
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    const last = seen.at(-1) ?? [];
    expect(last[0]).not.toBe(first?.[0]);
    expect(last[0]?.error).toBe('Ce champ est obligatoire.');
    expect(emailRenders).toBe(2);
    expect(screen.getByRole('textbox', { name: /E-mail/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('a form reset once sent (the back office adds one account after another)', () => {
  function AgainForm({ send }: { send: (values: Values) => Promise<{ reference: string }> }) {
    const { form, field, submit, onSubmit } = useSchemaForm({
      schema,
      locale: 'fr',
      defaultValues: { email: '', message: '' },
      send,
      onSent: () => {
        form.reset();
        submit.reset();
      },
    });
    return (
      <Form submit={submit} onSubmit={onSubmit}>
        <TextField field={field('email')} label="E-mail" type="email" />
        <TextField field={field('message')} label="Message" />
        <FormActions submitLabel="Envoyer" isPending={submit.isPending} />
      </Form>
    );
  }

  it('takes what is typed after the reset and sends it', async () => {
    const send = vi.fn(async (_values: Values) => ({ reference: 'F-1' }));
    render(
      <IntlProvider locale="fr-CH" messages={fr}>
        <AgainForm send={send} />
      </IntlProvider>,
    );
    const fill = (email: string, message: string) => {
      fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), {
        target: { value: email },
      });
      fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), {
        target: { value: message },
      });
    };
    fill('anna@example.ch', 'Bonjour');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveProperty('value', ''),
    );
    // the fields answer again after the reset: what is typed is sent, not refused as missing
    fill('marc@example.ch', 'Rebonjour');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]?.[0]).toEqual({ email: 'marc@example.ch', message: 'Rebonjour' });
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull();
  });
});

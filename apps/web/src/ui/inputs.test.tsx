import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import fr from '../i18n/fr.json';
import {
  CheckboxField,
  DateField,
  IbanField,
  MaskedField,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from './inputs';
import { timeMask } from './masks';
import { schemaResolver } from './schema-resolver';
import { useFormSync } from './use-form-sync';
import { type BoundField, useSchemaFields } from './use-schema-fields';

const schema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(30),
  time: z.string(),
  note: z.string().max(20).optional(),
  answer: z.enum(['yes', 'no']),
  consent: z.literal(true, { error: 'subscription.checkbox_required' }),
  iban: z.string().optional(),
  date: z.string(),
});
type Values = { [K in keyof z.input<typeof schema>]: string | boolean };

function KitForm({ onSave }: { onSave: (values: Values) => void }) {
  const form = useForm<Values>({
    defaultValues: { name: '', time: '', note: '', answer: '', consent: false, iban: '', date: '' },
    resolver: schemaResolver(schema, 'fr'),
  });
  const field = useSchemaFields(form, schema);
  useFormSync(form.watch, onSave);
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <TextField field={field('name')} label="Nom" hint="Comme sur la police" hasLengthHint />
      <MaskedField field={field('time')} label="Heure" mask={timeMask} />
      <TextAreaField field={field('note')} label="Note" />
      <RadioGroupField
        field={field('answer')}
        legend="Êtes-vous d’accord ?"
        options={[
          { value: 'yes', label: 'Oui' },
          { value: 'no', label: 'Non', hint: 'Pas encore' },
        ]}
      />
      <CheckboxField field={field('consent')} label="J’accepte" />
      <IbanField field={field('iban')} label="IBAN" />
      <DateField
        field={field('date')}
        label="Date"
        picker={{ title: 'Choisir', max: '2026-03-14' }}
      />
      <button type="submit">Envoyer</button>
    </form>
  );
}

function renderKit() {
  const onSave = vi.fn();
  render(
    <MemoryRouter>
      <IntlProvider locale="fr-CH" messages={fr}>
        <KitForm onSave={onSave} />
      </IntlProvider>
    </MemoryRouter>,
  );
  return { onSave };
}

afterEach(cleanup);

describe('the field kit', () => {
  it('labels every control and takes required and maxLength from the schema', () => {
    renderKit();
    const name = screen.getByLabelText(/Nom/);
    expect(name.getAttribute('maxlength')).toBe('30');
    expect(name.getAttribute('aria-required')).toBe('true');
    // the hint is read with the field: the schema's maximum
    const hint = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Max. 30 caractères');
    const note = screen.getByLabelText('Note');
    expect(note.getAttribute('aria-required')).toBeNull();
    expect(note.getAttribute('maxlength')).toBe('20');
    // the required mark is not part of the name
    expect(screen.getByRole('textbox', { name: 'Nom' })).toBe(name);
  });

  it('ties each error to its control and marks it invalid', async () => {
    renderKit();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    const name = screen.getByLabelText(/Nom/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const ids = (name.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Max. 30 caractères',
      'Ce champ est obligatoire.',
    ]);
    // a radio group ties its error to every option, which can then take the focus
    const group = screen.getByRole('group', { name: 'Êtes-vous d’accord ?' });
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
    }
    const consent = screen.getByRole('checkbox', { name: 'J’accepte' });
    const consentError = document.getElementById(consent.getAttribute('aria-describedby') ?? '');
    expect(consentError?.textContent).toMatch(/^Veuillez cocher cette case/);
    expect(document.activeElement).toBe(name);
  });

  it('masks as the user types and lets a separator be deleted', () => {
    renderKit();
    const time = screen.getByRole('textbox', { name: 'Heure' }) as HTMLInputElement;
    fireEvent.focus(time);
    fireEvent.change(time, { target: { value: '1430' } });
    expect(time.value).toBe('14:30');
    fireEvent.change(time, { target: { value: '14:' } });
    expect(time.value).toBe('14:');
    expect(time.getAttribute('maxlength')).toBe('5');
  });

  it('counts the characters left of a textarea', () => {
    renderKit();
    const note = screen.getByLabelText('Note');
    expect(screen.getByText('20 caractères restants')).toBeTruthy();
    fireEvent.change(note, { target: { value: 'Bonjour' } });
    expect(screen.getByText('13 caractères restants')).toBeTruthy();
  });

  it('shows an IBAN in groups of four once left', () => {
    renderKit();
    const iban = screen.getByLabelText('IBAN') as HTMLInputElement;
    fireEvent.change(iban, { target: { value: 'ch9300762011623852957' } });
    fireEvent.blur(iban);
    expect(iban.value).toBe('CH93 0076 2011 6238 5295 7');
  });

  it('gives an option its own hint', () => {
    renderKit();
    const no = screen.getByRole('radio', { name: 'Non' });
    const ids = (no.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Pas encore');
  });

  it('writes every change to the store at once (no render in between)', () => {
    const { onSave } = renderKit();
    fireEvent.change(screen.getByLabelText(/Nom/), { target: { value: 'Rex' } });
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Rex' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ answer: 'yes' }));
  });

  it('picks a date in the calendar, days after the latest disabled', async () => {
    renderKit();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Choisir dans le calendrier (Date)' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Choisir' });
    expect(within(dialog).getByRole('button', { name: 'Mois suivant' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByRole('button', { name: /15 mars 2026/ })).toHaveProperty(
      'disabled',
      true,
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /14 mars 2026/ }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Date' }) as HTMLInputElement).value).toBe(
      '14.03.2026',
    );
  });

  it('drives a controlled checkbox and radio group from a store', () => {
    const onChange = vi.fn();
    const onPick = vi.fn();
    render(
      <IntlProvider locale="fr-CH" messages={fr}>
        <CheckboxField name="assista" label="Assistance" checked={false} onChange={onChange} />
        <RadioGroupField
          name="deductible"
          legend="Franchise"
          value="500"
          onChange={onPick}
          error="Choisissez une franchise."
          options={[
            { value: '500', label: '500' },
            { value: '1000', label: '1000', isDisabled: true },
          ]}
        />
      </IntlProvider>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Assistance' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('radio', { name: '500' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '1000' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: '500' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the field kit renders again only when what it is given changes (issue 14)', () => {
  const options = [
    { value: 'yes', label: 'Oui' },
    { value: 'no', label: 'Non' },
  ];
  /** The form's fields, each counting how often a render of the kit reads its registration. */
  function CountingForm({ reads }: { reads: Map<string, number> }) {
    const form = useForm<Values>({
      defaultValues: {
        name: '',
        time: '',
        note: '',
        answer: '',
        consent: false,
        iban: '',
        date: '',
      },
    });
    const field = useSchemaFields(form, schema);
    const [renders, setRenders] = useState(0);
    const counted = useRef(new Map<BoundField, BoundField>());
    const count = (bound: BoundField): BoundField => {
      const known = counted.current.get(bound);
      if (known) return known;
      const counting: BoundField = Object.create(bound, {
        registration: {
          get: () => {
            reads.set(bound.name, (reads.get(bound.name) ?? 0) + 1);
            return bound.registration;
          },
        },
      });
      counted.current.set(bound, counting);
      return counting;
    };
    return (
      <form noValidate>
        <TextField field={count(field('name'))} label="Nom" />
        <MaskedField field={count(field('time'))} label="Heure" mask={timeMask} />
        <SelectField field={count(field('answer'))} label="Réponse" options={options} />
        <CheckboxField field={count(field('consent'))} label="J’accepte" />
        <IbanField field={count(field('iban'))} label="IBAN" />
        {/* a label that changes with each render of the form: rendered again each time */}
        <TextField field={count(field('note'))} label={`Note ${renders}`} />
        <button type="button" onClick={() => setRenders((value) => value + 1)}>
          Encore
        </button>
      </form>
    );
  }

  it('skips the fields whose field object, label and options are the same', () => {
    const reads = new Map<string, number>();
    render(
      <IntlProvider locale="fr-CH" messages={fr}>
        <CountingForm reads={reads} />
      </IntlProvider>,
    );
    const afterMount = new Map(reads);
    expect(afterMount.get('name')).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Encore' }));
    fireEvent.click(screen.getByRole('button', { name: 'Encore' }));
    for (const name of ['name', 'time', 'answer', 'consent', 'iban']) {
      expect([name, reads.get(name)]).toEqual([name, afterMount.get(name)]);
    }
    expect(reads.get('note')).toBe((afterMount.get('note') ?? 0) + 2);
    expect(screen.getByRole('textbox', { name: 'Note 2' })).toBeTruthy();
  });
});

describe('PhoneField', () => {
  function PhoneForm({ autoComplete }: { autoComplete?: 'tel' | 'off' }) {
    const form = useForm({ defaultValues: { phone: '' } });
    const field = useSchemaFields(form, z.object({ phone: z.string() }));
    return <PhoneField field={field('phone')} label="Téléphone" autoComplete={autoComplete} />;
  }

  it('shapes a Swiss number as it is typed and offers the user’s own number to autofill', () => {
    render(
      <IntlProvider locale="fr-CH" messages={fr}>
        <PhoneForm />
      </IntlProvider>,
    );
    const phone = screen.getByRole('textbox', { name: 'Téléphone' }) as HTMLInputElement;
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    fireEvent.focus(phone);
    fireEvent.change(phone, { target: { value: '0791234567' } });
    expect(phone.value).toBe('079 123 45 67');
  });

  it('is not filled with the user’s own number for someone else’s', () => {
    render(
      <IntlProvider locale="fr-CH" messages={fr}>
        <PhoneForm autoComplete="off" />
      </IntlProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Téléphone' }).getAttribute('autocomplete')).toBe(
      'off',
    );
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { StreetField, type StreetSuggestion } from './street-field';
import { useSchemaFields } from './use-schema-fields';

const schema = z.object({
  address: z.string().min(1),
  streetNumber: z.string().optional(),
  zip: z.string().min(1),
  city: z.string().min(1),
});

const found: StreetSuggestion[] = [
  { street: 'Rue du Lac', number: '12', zip: '1003', city: 'Lausanne', region: 'VD' },
  { street: 'Rue du Lac', number: '14', zip: '1003', city: 'Lausanne', region: 'VD' },
];

function AddressForm({
  search,
  onSubmit,
  hasNumberField = true,
}: {
  search: (query: string) => Promise<StreetSuggestion[]>;
  onSubmit: () => void;
  hasNumberField?: boolean;
}) {
  const form = useForm({ defaultValues: { address: '', streetNumber: '', zip: '', city: '' } });
  const field = useSchemaFields(form, schema);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <StreetField
        street={field('address')}
        fill={{
          ...(hasNumberField ? { number: field('streetNumber') } : {}),
          zip: field('zip'),
          city: field('city'),
        }}
        label="Rue"
        lookup={{ search, minQuery: 3 }}
        texts={{ listLabel: (q) => `Adresses pour ${q}`, found: (n) => `${n} adresses` }}
        debounceMs={100}
      />
      <label>
        Numéro
        <input {...form.register('streetNumber')} />
      </label>
      <label>
        NPA
        <input {...form.register('zip')} />
      </label>
      <label>
        Localité
        <input {...form.register('city')} />
      </label>
      <button type="submit">Envoyer</button>
    </form>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function typeStreet(text: string) {
  const input = screen.getByRole('combobox', { name: 'Rue' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(150);
  });
  return input;
}

describe('StreetField', () => {
  it('suggests addresses once three letters are typed and fills the address with the choice', async () => {
    const search = vi.fn(async () => found);
    render(<AddressForm search={search} onSubmit={vi.fn()} />);
    await typeStreet('Ru');
    expect(search).not.toHaveBeenCalled();
    const input = await typeStreet('Rue du');
    expect(search).toHaveBeenCalledWith('Rue du');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Adresses pour Rue du' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(active)?.textContent).toBe('Rue du Lac 14, 1003 Lausanne (VD)');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('Rue du Lac');
    expect((screen.getByLabelText('Numéro') as HTMLInputElement).value).toBe('14');
    expect((screen.getByLabelText('NPA') as HTMLInputElement).value).toBe('1003');
    expect((screen.getByLabelText('Localité') as HTMLInputElement).value).toBe('Lausanne');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('without a number field, the choice fills the street with its number (one address line)', async () => {
    render(<AddressForm search={async () => found} onSubmit={vi.fn()} hasNumberField={false} />);
    const input = await typeStreet('Rue du');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('Rue du Lac 12');
    expect((screen.getByLabelText('Numéro') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('NPA') as HTMLInputElement).value).toBe('1003');
  });

  it('never sends the form with Enter, and closes with Escape', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm search={async () => found} onSubmit={onSubmit} />);
    const input = await typeStreet('Rue du');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens nothing for an answer that arrives after the user left the field', async () => {
    let answer: (list: StreetSuggestion[]) => void = () => undefined;
    const search = vi.fn(
      () =>
        new Promise<StreetSuggestion[]>((resolve) => {
          answer = resolve;
        }),
    );
    render(<AddressForm search={search} onSubmit={vi.fn()} />);
    const input = await typeStreet('Rue du');
    expect(search).toHaveBeenCalledTimes(1);
    fireEvent.blur(input);
    await act(async () => {
      answer(found);
    });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('keeps what was typed when the lookup fails', async () => {
    render(
      <AddressForm search={async () => Promise.reject(new Error('down'))} onSubmit={vi.fn()} />,
    );
    const input = await typeStreet('Chemin des Vignes 3');
    expect((input as HTMLInputElement).value).toBe('Chemin des Vignes 3');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

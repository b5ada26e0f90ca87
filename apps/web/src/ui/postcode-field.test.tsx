import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../i18n/fr.json';
import { useLocalities, useLocalityTexts } from '../lib/use-localities';
import { usePostcodeField } from './postcode-field';

const directory: Record<string, { zip: string; city: string; canton: string }[]> = {
  'zip=1003': [{ zip: '1003', city: 'Lausanne', canton: 'VD' }],
  'zip=1040': [
    { zip: '1040', city: 'Echallens', canton: 'VD' },
    { zip: '1040', city: 'St-Barthélemy', canton: 'VD' },
    { zip: '1040', city: 'Villars-le-Terroir', canton: 'VD' },
  ],
  'q=lausa': [
    { zip: '1003', city: 'Lausanne', canton: 'VD' },
    { zip: '1004', city: 'Lausanne', canton: 'VD' },
  ],
};

const fetchMock = vi.fn(async (url: string) => {
  const query = decodeURIComponent(url.split('?')[1] ?? '');
  return new Response(JSON.stringify(directory[query] ?? []), {
    headers: { 'content-type': 'application/json' },
  });
});

function AddressForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { zip: '', city: '' } });
  const postcode = usePostcodeField({ lookup: useLocalities(), texts: useLocalityTexts() });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <label htmlFor="zip">NPA</label>
      <div className="postcode-field">
        <Controller
          control={control}
          name="zip"
          render={({ field }) => <input id="zip" {...postcode.zip.inputProps(field)} />}
        />
        {postcode.zip.popup}
      </div>
      <label htmlFor="city">Localité</label>
      <div className="postcode-field">
        <Controller
          control={control}
          name="city"
          render={({ field }) => <input id="city" {...postcode.city.inputProps(field)} />}
        />
        {postcode.city.popup}
      </div>
      <button type="submit">Envoyer</button>
    </form>
  );
}

function renderForm() {
  const onSubmit = vi.fn();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="fr" messages={fr}>
        <AddressForm onSubmit={onSubmit} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return {
    onSubmit,
    zip: screen.getByRole('combobox', { name: 'NPA' }) as HTMLInputElement,
    city: screen.getByRole('combobox', { name: 'Localité' }) as HTMLInputElement,
  };
}

const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    fireEvent.change(input, { target: { value } });
  });

const calledUrls = () => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('postcode field', () => {
  it('fills the place when the four digits of a postcode give one place', async () => {
    const { zip, city } = renderForm();
    await type(zip, '100');
    expect(fetchMock).not.toHaveBeenCalled();
    await type(zip, '1003');
    await waitFor(() => expect(city.value).toBe('Lausanne'));
    expect(calledUrls()).toEqual(['/api/localities?zip=1003']);
    expect(zip.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('1 localité trouvée');
  });

  it('offers the places of a postcode in a list box, chosen with the arrows and Enter', async () => {
    const { zip, city, onSubmit } = renderForm();
    await type(zip, '1040');
    const list = await screen.findByRole('listbox', { name: 'Lieux pour le code postal 1040' });
    expect(zip.getAttribute('aria-expanded')).toBe('true');
    expect(zip.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getByRole('status').textContent).toBe('3 localités trouvées');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '1040 Echallens (VD)',
      '1040 St-Barthélemy (VD)',
      '1040 Villars-le-Terroir (VD)',
    ]);
    expect(zip.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(zip, { key: 'ArrowDown' });
    fireEvent.keyDown(zip, { key: 'ArrowDown' });
    fireEvent.keyDown(zip, { key: 'ArrowDown' });
    fireEvent.keyDown(zip, { key: 'ArrowUp' });
    const active = screen.getByRole('option', { selected: true });
    expect(active.textContent).toBe('1040 St-Barthélemy (VD)');
    expect(zip.getAttribute('aria-activedescendant')).toBe(active.id);

    // Enter chooses and does not send the form
    expect(fireEvent.keyDown(zip, { key: 'Enter' })).toBe(false);
    expect(city.value).toBe('St-Barthélemy');
    expect(zip.value).toBe('1040');
    expect(zip.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('blocks Enter while the list is open, Escape closes it, the arrows open it again', async () => {
    const { zip, city } = renderForm();
    await type(zip, '1040');
    await screen.findByRole('listbox');
    // no option active yet: Enter does nothing, the form is not sent
    expect(fireEvent.keyDown(zip, { key: 'Enter' })).toBe(false);
    expect(zip.getAttribute('aria-expanded')).toBe('true');

    expect(fireEvent.keyDown(zip, { key: 'Escape' })).toBe(false);
    expect(zip.getAttribute('aria-expanded')).toBe('false');
    expect(city.value).toBe('');
    // closed: Enter is the form's again
    expect(fireEvent.keyDown(zip, { key: 'Enter' })).toBe(true);

    fireEvent.keyDown(zip, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { selected: true }).textContent).toBe(
      '1040 Villars-le-Terroir (VD)',
    );
    fireEvent.click(screen.getByRole('option', { name: '1040 Echallens (VD)' }));
    expect(city.value).toBe('Echallens');
  });

  it('leaves the place alone when it is already one of the postcode’s places', async () => {
    const { zip, city } = renderForm();
    await type(city, 'Echallens');
    await type(zip, '1040');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('3 localités trouvées'),
    );
    expect(zip.getAttribute('aria-expanded')).toBe('false');
    expect(city.value).toBe('Echallens');
  });

  it('searches by name after a pause and fills postcode and place with the choice', async () => {
    const { zip, city } = renderForm();
    await type(city, 'l');
    await type(city, 'la');
    await type(city, 'lau');
    await type(city, 'lausa');
    const list = await screen.findByRole('listbox', { name: 'Lieux commençant par « lausa »' });
    // one call for the last text only (debounced)
    expect(calledUrls()).toEqual(['/api/localities?q=lausa']);
    expect(city.getAttribute('aria-controls')).toBe(list.id);
    expect(city.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(city, { key: 'ArrowDown' });
    fireEvent.keyDown(city, { key: 'ArrowDown' });
    expect(fireEvent.keyDown(city, { key: 'Enter' })).toBe(false);
    expect(zip.value).toBe('1004');
    expect(city.value).toBe('Lausanne');
    expect(city.getAttribute('aria-expanded')).toBe('false');
  });

  it('never blocks the user: no place found or no answer leaves both fields as typed', async () => {
    const { zip, city } = renderForm();
    await type(zip, '9999');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Aucune localité trouvée'),
    );
    expect(zip.getAttribute('aria-expanded')).toBe('false');

    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await type(zip, '1003');
    await type(city, 'Ailleurs');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(zip.value).toBe('1003');
    expect(city.value).toBe('Ailleurs');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the list when the field is left', async () => {
    const { zip } = renderForm();
    await type(zip, '1040');
    await screen.findByRole('listbox');
    fireEvent.blur(zip);
    expect(zip.getAttribute('aria-expanded')).toBe('false');
  });
});

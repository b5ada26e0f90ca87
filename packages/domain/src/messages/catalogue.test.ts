import { describe, expect, it, vi } from 'vitest';
import { messages, translate } from './catalogue';
import { de } from './de';

describe('server message catalogue', () => {
  it('has the same keys in French and German', () => {
    expect(Object.keys(messages.de).sort()).toEqual(Object.keys(messages.fr).sort());
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(messages.fr)) {
      expect(placeholders(messages.de[key] ?? ''), key).toEqual(
        placeholders(messages.fr[key] ?? ''),
      );
    }
  });

  it('fills placeholders and falls back to the key', () => {
    expect(translate('fr', 'validation.max_length', { max: 999 })).toBe(
      'Ce champ ne doit pas dépasser 999 caractères.',
    );
    expect(translate('de', 'validation.max', { max: 50000 })).toBe(
      'Dieser Wert darf höchstens 50000 betragen.',
    );
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });

  it('translates only in a language whose messages were registered (a web page loads one)', async () => {
    vi.resetModules();
    const fresh = await import('./translate');
    expect(() => fresh.isMessageKey('validation.required')).toThrow(
      'The server messages of "de" are not loaded.',
    );
    fresh.registerMessages('de', de);
    expect(fresh.translate('de', 'validation.required')).toBe('Dieses Feld ist erforderlich.');
    expect(fresh.isMessageKey('validation.required')).toBe(true);
    expect(fresh.isMessageKey('Invalid input')).toBe(false);
    expect(() => fresh.translate('fr', 'validation.required')).toThrow(
      'The server messages of "fr" are not loaded.',
    );
  });
});

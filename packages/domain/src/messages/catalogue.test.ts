import { describe, expect, it } from 'vitest';
import { messages, translate } from './catalogue';

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
});

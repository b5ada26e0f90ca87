import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import fr from './fr.json';

const catalogues: Record<string, Record<string, string>> = { fr, de };

// Every source file of the app (tests excluded), as text.
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') found.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

describe('message catalogues', () => {
  it('French and German have exactly the same keys', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(fr).sort());
  });

  it.each(Object.keys(catalogues))('every %s message is valid ICU and not empty', (locale) => {
    for (const [key, message] of Object.entries(catalogues[locale] ?? {})) {
      expect(message.trim(), key).not.toBe('');
      expect(() => parse(message), key).not.toThrow();
    }
  });

  it('French and German messages take the same arguments', () => {
    for (const [key, message] of Object.entries(fr)) {
      const german = (de as Record<string, string>)[key] ?? '';
      expect([...argumentsOf(parse(german))].sort(), key).toEqual(
        [...argumentsOf(parse(message))].sort(),
      );
    }
  });

  it('every message id used in the source exists', () => {
    // formatMessage({ id: '…' }), <FormattedMessage id="…" />, and the t('…') shorthand.
    const patterns = [
      /\bid: '([^']+)'/g,
      /<FormattedMessage\b[^>]*?\bid="([^"]+)"/g,
      /\bt\('([^']+)'/g,
    ];
    const used = new Set<string>();
    for (const [, text] of sources) {
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) if (match[1]) used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((id) => !Object.hasOwn(fr, id));
    expect(missing).toEqual([]);
  });

  it('every message is used somewhere in the source', () => {
    const allSource = sources.map(([, text]) => text).join('\n');
    const unused = Object.keys(fr).filter((key) => !allSource.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});

import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import adminDe from './admin/de.json';
import adminFr from './admin/fr.json';
import claimsDe from './claims/de.json';
import claimsFr from './claims/fr.json';
import de from './de.json';
import fr from './fr.json';
import helpDe from './help/de.json';
import helpFr from './help/fr.json';
import publicFormsDe from './public-forms/de.json';
import publicFormsFr from './public-forms/fr.json';
import subscriptionDe from './subscription/de.json';
import subscriptionFr from './subscription/fr.json';

/**
 * The features' own catalogues (lib/feature-messages.tsx), checked with the site's: by the
 * feature's folder (src/features/<folder>, src/i18n/<folder>), with the prefix of its keys.
 */
const features: Record<
  string,
  { prefix: string; fr: Record<string, string>; de: Record<string, string> }
> = {
  help: { prefix: 'help.', fr: helpFr, de: helpDe },
  admin: { prefix: 'admin.', fr: adminFr, de: adminDe },
  subscription: { prefix: 'subscription.', fr: subscriptionFr, de: subscriptionDe },
  claims: { prefix: 'claims.', fr: claimsFr, de: claimsDe },
  'public-forms': { prefix: 'publicForms.', fr: publicFormsFr, de: publicFormsDe },
};
const all = (locale: 'fr' | 'de') =>
  Object.assign(
    {},
    locale === 'fr' ? fr : de,
    ...Object.values(features).map((feature) => feature[locale]),
  );
const catalogues: Record<string, Record<string, string>> = { fr: all('fr'), de: all('de') };

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
    for (const [name, feature] of Object.entries(features)) {
      expect(Object.keys(feature.de).sort(), name).toEqual(Object.keys(feature.fr).sort());
      // a key lives in one catalogue only: the feature's would hide the site's
      expect(
        Object.keys(feature.fr).filter((key) => Object.hasOwn(fr, key)),
        name,
      ).toEqual([]);
    }
  });

  // decisions.md: the staff screens' texts come with the admin chunk, not with every public page;
  // the same for each feature's own texts (home-js budget: the home page loads the site's only)
  it.each(Object.keys(features))('keeps the texts of %s out of the site’s catalogues', (name) => {
    const { prefix, fr: own } = features[name] ?? { prefix: '', fr: {} };
    for (const site of [fr, de]) {
      expect(Object.keys(site).filter((key) => key.startsWith(prefix))).toEqual([]);
    }
    expect(Object.keys(own).filter((key) => !key.startsWith(prefix))).toEqual([]);
  });

  it.each(Object.keys(catalogues))('every %s message is valid ICU and not empty', (locale) => {
    for (const [key, message] of Object.entries(catalogues[locale] ?? {})) {
      expect(message.trim(), key).not.toBe('');
      expect(() => parse(message), key).not.toThrow();
    }
  });

  // issue 12: "Behandlungskosten : CHF 372.-" — German puts no space before : ; ? !
  it('German messages have no space before : ; ? !', () => {
    const spaced = Object.entries(catalogues.de ?? {}).filter(([, message]) =>
      /[\s\u00a0\u202f][:;?!]/.test(message),
    );
    expect(spaced).toEqual([]);
  });

  it('French and German messages take the same arguments', () => {
    const french = catalogues.fr ?? {};
    const germanCatalogue = catalogues.de ?? {};
    for (const [key, message] of Object.entries(french)) {
      const german = germanCatalogue[key] ?? '';
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
    const missing = [...used].filter((id) => !Object.hasOwn(catalogues.fr ?? {}, id));
    expect(missing).toEqual([]);
  });

  // A feature's catalogue is there on its own pages only: a message a file names (a call, a key
  // held in data, the start of a key made from a template) is in the site's catalogue or in the
  // one of the file's own feature (a ui/ piece or another feature would show the bare key).
  it('every message a file names is in the catalogues its pages load', () => {
    const everyKey = Object.keys(catalogues.fr ?? {});
    const misplaced: string[] = [];
    for (const [file, text] of sources) {
      const folder = /^\.\.\/features\/([^/]+)\//.exec(file)?.[1];
      const own = folder ? features[folder]?.fr : undefined;
      const isLoaded = (key: string) =>
        Object.hasOwn(fr, key) || (own ? Object.hasOwn(own, key) : false);
      for (const [, key = ''] of text.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g)) {
        if (everyKey.includes(key) && !isLoaded(key)) misplaced.push(`${file}: ${key}`);
      }
      for (const [, start = ''] of text.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)) {
        const isKnown = everyKey.some((key) => key.startsWith(start));
        const loaded = [...Object.keys(fr), ...Object.keys(own ?? {})];
        if (isKnown && !loaded.some((key) => key.startsWith(start))) {
          misplaced.push(`${file}: ${start}…`);
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('every message is used somewhere in the source', () => {
    const allSource = sources.map(([, text]) => text).join('\n');
    const unused = Object.keys(catalogues.fr ?? {}).filter(
      (key) => !allSource.includes(`'${key}'`),
    );
    expect(unused).toEqual([]);
  });
});

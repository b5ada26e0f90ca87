import { formatChf } from '@app/domain/format/chf';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { intlLocales } from '../../app/site-locales';
import de from '../../i18n/de.json';
import fr from '../../i18n/fr.json';
import { formatDeductibles } from './offer-content';

describe('formatDeductibles: the deductibles as alternatives, without a list formatter (issue 14)', () => {
  const lists = [[], [200], [200, 500], [200, 500, 1000], [0, 250, 500, 1000]];
  for (const [locale, messages] of [
    ['fr', fr],
    ['de', de],
  ] as const) {
    it(`writes what Intl.ListFormat's disjunction writes, in ${locale}`, () => {
      const intl = createIntl({ locale: intlLocales[locale], messages });
      const engine = new Intl.ListFormat(intlLocales[locale], { type: 'disjunction' });
      for (const amounts of lists) {
        expect(formatDeductibles(intl, amounts)).toBe(engine.format(amounts.map(formatChf)));
      }
    });
  }

  it('reads "CHF 200.-, CHF 500.- ou CHF 1\'000.-" in French', () => {
    const intl = createIntl({ locale: 'fr-CH', messages: fr });
    expect(formatDeductibles(intl, [200, 500, 1000])).toBe(
      "CHF\u00a0200.-, CHF\u00a0500.- ou CHF\u00a01'000.-",
    );
  });
});

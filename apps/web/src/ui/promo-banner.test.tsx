import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import fr from '../i18n/fr.json';
import { PromoBanner } from './promo-banner';

afterEach(cleanup);

describe('PromoBanner (spec 000 §1)', () => {
  it.each([
    ['fr-CH', fr, /Equus Helveticus, Berne\b/],
    ['de-CH', de, /Equus Helveticus, Bern\b(?!e)/],
  ])('names the trade fair in the page language (%s)', (locale, messages, fair) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <PromoBanner />
      </IntlProvider>,
    );
    expect(screen.getByRole('complementary').textContent).toMatch(fair);
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import fr from '../../../i18n/fr.json';
import type { ClaimFlowType } from '../claim-draft';
import type { ClaimStepNumber } from '../claim-steps';
import { StepIndicator } from './step-indicator';

function renderIndicator(type: ClaimFlowType, current: ClaimStepNumber, reachedStep: number) {
  render(
    <MemoryRouter>
      <IntlProvider locale="fr-CH" messages={fr}>
        <StepIndicator locale="fr" type={type} current={current} reachedStep={reachedStep} />
      </IntlProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Étapes de la déclaration' });
}

afterEach(cleanup);

describe('StepIndicator', () => {
  it('shows 7 steps for a new claim; only the steps done are links', () => {
    const nav = renderIndicator('new', 3, 5);
    expect(within(nav).getByText('Étape 3 sur 7')).toBeTruthy();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/espace-client/declarer-un-sinistre',
      '/espace-client/declarer-un-sinistre/choix-type',
    ]);
    // steps beyond the current one are never clickable, even when reached before
    expect(within(nav).queryByRole('link', { name: /Description/ })).toBeNull();
    expect(within(nav).getByText('Lieu et date').closest('[aria-current="step"]')).toBeTruthy();
  });

  it('shows 3 steps for an existing claim, the documents as step 2', () => {
    const nav = renderIndicator('existing', 6, 6);
    expect(within(nav).getByText('Étape 2 sur 3')).toBeTruthy();
    const titles = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(titles).toEqual(['1Vos coordonnées (terminée)', '2Documents', '3Confirmation']);
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
  });

  it('has no links on the final screen', () => {
    const nav = renderIndicator('new', 7, 7);
    expect(within(nav).getByText('Étape 7 sur 7')).toBeTruthy();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });
});

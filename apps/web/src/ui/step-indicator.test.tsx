import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import fr from '../i18n/fr.json';
import { StepIndicator } from './step-indicator';

afterEach(cleanup);

describe('StepIndicator', () => {
  it('says where the user is, marks the steps done and links only the steps given a link', () => {
    render(
      <MemoryRouter>
        <IntlProvider locale="fr-CH" messages={fr}>
          <StepIndicator
            label="Étapes de la déclaration"
            current={1}
            steps={[
              { key: '1', title: 'Vos coordonnées', href: '/un' },
              { key: '2', title: 'Documents', href: '/deux' },
              { key: '3', title: 'Confirmation', href: '/trois' },
            ]}
          />
        </IntlProvider>
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Étapes de la déclaration' });
    expect(within(nav).getByText('Étape 2 sur 3')).toBeTruthy();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    const links = within(nav).getAllByRole('link');
    // the current step is never a link; a reached step after it is
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/un', '/trois']);
    expect(links[0]?.textContent).toBe('1Étape 1 : Vos coordonnées (terminée)');
    expect(links[1]?.textContent).toBe('3Étape 3 : Confirmation');
    const current = nav.querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('2Étape 2 : Documents');
  });
});

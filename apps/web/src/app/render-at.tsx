import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { IntlFromPath } from './providers';
import { AppRoutes } from './router';

/**
 * Tests only: the app's routes rendered at `path` (its lazy page loaded, its language from the
 * path). Answers the page's h1 once it shows.
 */
export async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense>
          <IntlFromPath>
            <AppRoutes />
          </IntlFromPath>
        </Suspense>
      </MemoryRouter>,
    );
  });
  return screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
}

import { contentApi, pageDataElementId } from '@app/domain/content/api-paths';
import type { NewsList } from '@app/domain/schemas/content';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../i18n/de.json';
import fr from '../../i18n/fr.json';
import NewsGridPage, { type GridKind } from './news-grid-page';
import { resetPageData } from './page-data';

const categories = [
  { id: 'health', label: 'Santé' },
  { id: 'horses', label: 'Chevaux' },
  { id: 'dogs', label: 'Chiens' },
  { id: 'blog', label: 'Blog' },
];
const post = (id: string, date: string, ids: string[], formatted: string | null = null) => ({
  id,
  slug: id,
  url: `/actualites/${id}`,
  title: `Titre ${id}`,
  formatted_title_html: formatted,
  date,
  categories: categories.filter((category) => ids.includes(category.id)),
  thumbnail: { src: `/media/news/${id}.svg`, alt: '' },
  excerpt: `Résumé ${id}`,
});
const list: NewsList = {
  categories,
  posts: [
    post('colic', '2026-02-10', ['health', 'horses'], '<strong>Coliques</strong> du cheval'),
    post('senior', '2026-01-20', ['blog', 'horses']),
    post('ticks', '2025-12-03', ['health', 'dogs']),
  ],
};

const fetchMock = vi.fn();

function renderGrid(path: string, kind: GridKind, locale: 'fr' | 'de' = 'fr') {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = pageDataElementId;
  script.textContent = JSON.stringify({ key: contentApi.news(locale), value: list });
  document.body.append(script);
  return render(
    <IntlProvider locale={`${locale}-CH`} messages={locale === 'fr' ? fr : de}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<NewsGridPage kind={kind} />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

beforeEach(() => {
  resetPageData();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  document.getElementById(pageDataElementId)?.remove();
  vi.unstubAllGlobals();
});

const titles = () =>
  screen.getAllByRole('article').map((tile) => within(tile).getByRole('link').textContent);

describe('news grid page', () => {
  it('starts from the data the server put into the page, without a request', () => {
    renderGrid('/actualites', 'news');
    expect(titles()).toEqual(['Coliques du cheval', 'Titre ticks']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a tile as spec 002 says: date, categories, formatted or bold title, alternating style', () => {
    renderGrid('/actualites', 'news');
    const [first, second] = screen.getAllByRole('article');
    expect(first?.className).toBe('news-tile news-tile--even');
    expect(second?.className).toBe('news-tile news-tile--odd');
    expect(within(first as HTMLElement).getByText('10 févr. 2026')).toHaveProperty(
      'dateTime',
      '2026-02-10',
    );
    expect(within(first as HTMLElement).getByText('Santé - Chevaux')).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('link').innerHTML).toBe(
      '<strong>Titre ticks</strong>',
    );
  });

  it('offers the tabs of the categories with news, never Blog, and filters by the address', () => {
    renderGrid('/actualites?category=horses', 'news');
    // the same tabs twice: folded in a <details> (small screens) and a plain list outside it
    // (larger screens); the CSS shows one of them
    const [folded, open] = screen.getAllByRole('navigation', { name: 'Thèmes des actualités' });
    expect(folded?.closest('details')).not.toBeNull();
    expect(open?.closest('details')).toBeNull();
    for (const tabs of [folded, open] as HTMLElement[]) {
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Toutes les actualités', 'Santé', 'Chevaux', 'Chiens']);
      expect(within(tabs).getByRole('link', { name: 'Chevaux' }).getAttribute('aria-current')).toBe(
        'page',
      );
    }
    expect(titles()).toEqual(['Coliques du cheval']);
  });

  it('falls back to tab 0 for an unknown or Blog category', () => {
    renderGrid('/actualites?category=blog', 'news');
    for (const tabs of screen.getAllByRole('navigation', { name: 'Thèmes des actualités' })) {
      expect(
        within(tabs)
          .getByRole('link', { name: 'Toutes les actualités' })
          .getAttribute('aria-current'),
      ).toBe('page');
    }
    expect(titles()).toEqual(['Coliques du cheval', 'Titre ticks']);
  });

  it('shows only the Blog posts in the blog grid, in German', () => {
    renderGrid('/de/blog', 'blog', 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog');
    expect(titles()).toEqual(['Titre senior']);
    expect(screen.getByText('20. Jan. 2026')).toBeTruthy();
  });
});

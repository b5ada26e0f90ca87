import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../i18n/fr.json';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_MOBILE_NEXT_MS,
  BANNER_TRANSITION_MS,
  type Banner,
  BannerCarousel,
} from './banner-carousel';

const banners: Banner[] = ['a', 'b', 'c', 'd', 'e'].map((key, index) => ({
  key,
  thumbnail: `/${key}.svg`,
  title: `Bannière ${key.toUpperCase()}`,
  url: `/page-${key}`,
  ...(index === 1 ? { buttonText: 'Participer' } : {}),
}));

function mockMedia(matching: string[]) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matching.some((part) => query.includes(part)),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function renderCarousel() {
  return render(
    <MemoryRouter>
      <IntlProvider locale="fr-CH" messages={fr}>
        <BannerCarousel banners={banners} label="À découvrir" />
      </IntlProvider>
    </MemoryRouter>,
  );
}

/** The slide in view (jsdom lays nothing out: one slide at a time). */
const current = () => screen.getByRole('group', { name: /sur 5$/ }).getAttribute('aria-label');

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  mockMedia([]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel', () => {
  it('shows the static indicator and the default button text', () => {
    const { container } = renderCarousel();
    expect(screen.getByText('01')).toBeTruthy();
    expect(screen.getByText('05')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Découvrez nos offres – Bannière A' }).getAttribute('href'),
    ).toBe('/page-a');
    // the other slides are out of view: hidden and inert
    const slides = [...container.querySelectorAll('[aria-roledescription="diapositive"]')];
    expect(slides).toHaveLength(5);
    expect(slides.filter((slide) => slide.hasAttribute('inert'))).toHaveLength(4);
    expect(slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true')).toHaveLength(4);
    expect(
      screen.getByRole('link', { hidden: true, name: 'Participer – Bannière B' }),
    ).toBeTruthy();
  });

  it('moves every 6 s, and not while a finger is on it', () => {
    renderCarousel();
    advance(BANNER_AUTOPLAY_MS - 1);
    expect(current()).toBe('1 sur 5');
    advance(1);
    expect(current()).toBe('2 sur 5');
    const viewport = screen.getByRole('group', { name: /sur 5$/ }).parentElement?.parentElement;
    if (!viewport) throw new Error('no viewport');
    fireEvent.pointerDown(viewport, { pointerId: 1, pointerType: 'touch', clientX: 200 });
    advance(BANNER_AUTOPLAY_MS * 3);
    expect(current()).toBe('2 sur 5');
    fireEvent.pointerUp(viewport, { pointerId: 1, pointerType: 'touch', clientX: 100 });
    // the lifted finger swiped to the left: next
    expect(current()).toBe('3 sur 5');
  });

  it('ignores a move while one runs (290 ms) and wraps around', () => {
    renderCarousel();
    const previous = screen.getByRole('button', { name: 'Diapositive précédente' });
    const next = screen.getByRole('button', { name: 'Diapositive suivante' });
    fireEvent.click(previous);
    expect(current()).toBe('5 sur 5');
    advance(BANNER_TRANSITION_MS - 1);
    fireEvent.click(next);
    expect(current()).toBe('5 sur 5');
    advance(1);
    fireEvent.click(next);
    expect(current()).toBe('1 sur 5');
  });

  it('takes 150 ms for next on a phone', () => {
    mockMedia(['max-width: 767px']);
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Diapositive suivante' });
    fireEvent.click(next);
    advance(BANNER_MOBILE_NEXT_MS - 1);
    fireEvent.click(next);
    expect(current()).toBe('2 sur 5');
    advance(1);
    fireEvent.click(next);
    expect(current()).toBe('3 sur 5');
  });

  it('does not rotate under prefers-reduced-motion until play is pressed', () => {
    mockMedia(['prefers-reduced-motion']);
    renderCarousel();
    advance(BANNER_AUTOPLAY_MS * 2);
    expect(current()).toBe('1 sur 5');
    fireEvent.click(screen.getByRole('button', { name: 'Lancer le défilement' }));
    // the button keeps the focus inside; leaving it lets the rotation run
    fireEvent.blur(screen.getByRole('button', { name: 'Arrêter le défilement' }));
    advance(BANNER_AUTOPLAY_MS);
    expect(current()).toBe('2 sur 5');
  });
});

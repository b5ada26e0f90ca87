import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../../../i18n/fr.json';
import { AUTO_ADVANCE_MS, HomeCarousel } from './home-carousel';

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion') && matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function renderCarousel() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <IntlProvider locale="fr-CH" messages={fr}>
        <HomeCarousel locale="fr" />
      </IntlProvider>
    </MemoryRouter>,
  );
}

/** The slide assistive technology sees: inactive slides are aria-hidden. */
function activeSlide(): string | null {
  return screen.getByRole('group', { name: /sur 3$/ }).getAttribute('aria-label');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function viewport(): HTMLElement {
  const slide = screen.getByRole('group', { name: /sur 3$/ });
  const element = slide.parentElement?.parentElement;
  if (!element) throw new Error('no carousel viewport');
  return element;
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomeCarousel', () => {
  it('has three slides labelled "n sur 3" and only the active one is exposed', () => {
    const { container } = renderCarousel();
    expect(
      screen
        .getByRole('region', { name: 'Nos offres du moment' })
        .getAttribute('aria-roledescription'),
    ).toBe('carrousel');
    const slides = container.querySelectorAll('[role="group"][aria-roledescription="diapositive"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 sur 3',
      '2 sur 3',
      '3 sur 3',
    ]);
    expect(activeSlide()).toBe('1 sur 3');
    expect(slides[1]?.hasAttribute('inert')).toBe(true);
    expect(slides[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(slides[0]?.hasAttribute('inert')).toBe(false);
  });

  it('gives each slide a picture with a mobile source, a thumbnail, a title and a link', () => {
    const { container } = renderCarousel();
    const sources = container.querySelectorAll('picture source');
    expect(sources).toHaveLength(3);
    expect(sources[0]?.getAttribute('media')).toBe('(max-width: 767px)');
    expect(
      screen.getByRole('link', { name: 'Découvrir l’offre chevaux' }).getAttribute('href'),
    ).toBe('/offres/chevaux');
  });

  it(`advances every ${AUTO_ADVANCE_MS} ms and wraps around`, () => {
    renderCarousel();
    advance(AUTO_ADVANCE_MS - 1);
    expect(activeSlide()).toBe('1 sur 3');
    advance(1);
    expect(activeSlide()).toBe('2 sur 3');
    advance(AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('3 sur 3');
    advance(AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('1 sur 3');
  });

  it('does not advance while the user drags, and restarts the interval after', () => {
    renderCarousel();
    advance(5000);
    fireEvent.pointerDown(viewport(), { pointerId: 1, clientX: 200, pointerType: 'touch' });
    advance(AUTO_ADVANCE_MS * 3);
    expect(activeSlide()).toBe('1 sur 3');
    fireEvent.pointerMove(viewport(), { pointerId: 1, clientX: 190, pointerType: 'touch' });
    fireEvent.pointerUp(viewport(), { pointerId: 1, clientX: 190, pointerType: 'touch' });
    expect(activeSlide()).toBe('1 sur 3');
    advance(AUTO_ADVANCE_MS - 1);
    expect(activeSlide()).toBe('1 sur 3');
    advance(1);
    expect(activeSlide()).toBe('2 sur 3');
  });

  it('swipe left shows the next slide, swipe right the previous one', () => {
    renderCarousel();
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport(), { pointerId: 7, clientX: from, pointerType: 'touch' });
      fireEvent.pointerMove(viewport(), {
        pointerId: 7,
        clientX: (from + to) / 2,
        pointerType: 'touch',
      });
      fireEvent.pointerUp(viewport(), { pointerId: 7, clientX: to, pointerType: 'touch' });
    };
    swipe(300, 100);
    expect(activeSlide()).toBe('2 sur 3');
    swipe(300, 100);
    expect(activeSlide()).toBe('3 sur 3');
    swipe(100, 300);
    expect(activeSlide()).toBe('2 sur 3');
    swipe(100, 300);
    swipe(100, 300);
    expect(activeSlide()).toBe('3 sur 3');
  });

  it('a cancelled gesture or a short move does not change the slide', () => {
    renderCarousel();
    fireEvent.pointerDown(viewport(), { pointerId: 3, clientX: 300, pointerType: 'touch' });
    fireEvent.pointerCancel(viewport(), { pointerId: 3, clientX: 0, pointerType: 'touch' });
    expect(activeSlide()).toBe('1 sur 3');
    fireEvent.pointerDown(viewport(), { pointerId: 4, clientX: 300, pointerType: 'mouse' });
    fireEvent.pointerUp(viewport(), { pointerId: 4, clientX: 280, pointerType: 'mouse' });
    expect(activeSlide()).toBe('1 sur 3');
  });

  it('next, previous and the indicators change the slide', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(activeSlide()).toBe('2 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(activeSlide()).toBe('3 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive 2' }));
    expect(activeSlide()).toBe('2 sur 3');
    expect(screen.getByRole('button', { name: 'Diapositive 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('the pause button stops the rotation and the play button resumes it', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Arrêter le défilement' }));
    // Focus stays on the button inside the carousel; leave it to test the pause alone.
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    advance(AUTO_ADVANCE_MS * 2);
    expect(activeSlide()).toBe('1 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Lancer le défilement' }));
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    advance(AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('2 sur 3');
  });

  it('pauses while the pointer hovers it or the keyboard focus is inside', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Nos offres du moment' });
    fireEvent.mouseEnter(region);
    advance(AUTO_ADVANCE_MS * 2);
    expect(activeSlide()).toBe('1 sur 3');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Diapositive 1' }));
    advance(AUTO_ADVANCE_MS * 2);
    expect(activeSlide()).toBe('1 sur 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Diapositive 1' }));
    advance(AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('2 sur 3');
  });

  it('does not rotate when the user prefers reduced motion, until they press play', () => {
    mockReducedMotion(true);
    renderCarousel();
    advance(AUTO_ADVANCE_MS * 2);
    expect(activeSlide()).toBe('1 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Lancer le défilement' }));
    act(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    advance(AUTO_ADVANCE_MS);
    expect(activeSlide()).toBe('2 sur 3');
  });

  it('a swipe over the slide link does not follow the link', () => {
    renderCarousel();
    const link = screen.getByRole('link', { name: 'Découvrir l’offre chevaux' });
    fireEvent.pointerDown(link, { pointerId: 9, clientX: 300, pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(link, { pointerId: 9, clientX: 100, pointerType: 'mouse', button: 0 });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});

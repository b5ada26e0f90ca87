import {
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useIntl } from 'react-intl';

/** A media query's answer, kept up to date; false in the prerendered page. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** 'auto' follows the user's motion preference until they press pause or play. */
type PlayState = 'auto' | 'playing' | 'paused';

/**
 * What makes a carousel of the site rotate or stand (WCAG 2.2.2, the WAI-ARIA carousel pattern):
 * it plays unless the user asks for reduced motion or pressed pause, and stands while the pointer
 * or the keyboard focus is inside (`attention`, spread on the carousel's section).
 */
export function useCarouselPlay() {
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [playState, setPlayState] = useState<PlayState>('auto');
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isPlaying = playState === 'playing' || (playState === 'auto' && !prefersReducedMotion);
  return {
    isPlaying,
    prefersReducedMotion,
    isAttended: isHovered || hasFocus,
    togglePlay: () => setPlayState(isPlaying ? 'paused' : 'playing'),
    attention: {
      onMouseEnter: () => setIsHovered(true),
      onMouseLeave: () => setIsHovered(false),
      onFocus: () => setHasFocus(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      },
    },
  };
}

/** A carousel's pause/play (first: WCAG 2.2.2), previous and next buttons. */
export function CarouselButtons({
  className,
  isPlaying,
  onTogglePlay,
  onPrevious,
  onNext,
}: {
  className: string;
  isPlaying: boolean;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t(isPlaying ? 'carousel.pause' : 'carousel.play')}
        onClick={onTogglePlay}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          {isPlaying ? (
            <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" fill="currentColor" />
          ) : (
            <path d="M6 3l11 7-11 7z" fill="currentColor" />
          )}
        </svg>
      </button>
      <button
        type="button"
        className={className}
        aria-label={t('carousel.previous')}
        onClick={onPrevious}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M12.5 3 5.5 10l7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
        </svg>
      </button>
      <button type="button" className={className} aria-label={t('carousel.next')} onClick={onNext}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="m7.5 3 7 7-7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
        </svg>
      </button>
    </>
  );
}

/**
 * A swipe ends with a pointer release the browser also takes for a click: that click is not a
 * click on the slide's link. `reset` at pointer down, `arm` once a drag counts as a swipe, and
 * `onClickCapture` on the swiped element.
 */
export function useSwipeClickGuard() {
  const isArmed = useRef(false);
  return {
    reset: () => {
      isArmed.current = false;
    },
    arm: () => {
      isArmed.current = true;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!isArmed.current) return;
      isArmed.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

const inertAttribute = { inert: '' };

/**
 * A slide of the WAI-ARIA carousel pattern: a group named "n of count"; out of view it is hidden
 * and inert, so that neither the screen reader nor the Tab key reaches it.
 */
export function CarouselSlideGroup({
  className,
  index,
  count,
  isShown,
  children,
  ...marks
}: {
  className: string;
  /** From 0. */
  index: number;
  count: number;
  isShown: boolean;
  children: ReactNode;
  'data-in-view'?: string;
}) {
  const intl = useIntl();
  return (
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern, a slide is a group, not a form fieldset
    <div
      className={className}
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'carousel.slideRoledescription' })}
      aria-label={intl.formatMessage({ id: 'carousel.slideLabel' }, { index: index + 1, count })}
      aria-hidden={isShown ? undefined : true}
      {...marks}
      // React 18 passes unknown attributes through only as strings
      {...(isShown ? {} : (inertAttribute as Record<string, string>))}
    >
      {children}
    </div>
  );
}

import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { type PointerEvent, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useIsHydrated } from '../../../ui/after-hydration';
import {
  CarouselButtons,
  CarouselSlideGroup,
  useCarouselPlay,
  useSwipeClickGuard,
} from '../../../ui/carousel-controls';
import { type CarouselSlide, homeSlides } from './home-slides';
import './home-carousel.css';

/** spec 002 §9: the home carousel advances every 7000 ms. */
export const AUTO_ADVANCE_MS = 7000;
/** Horizontal distance (px) after which a drag counts as a swipe. */
export const SWIPE_THRESHOLD = 40;

interface DragState {
  pointerId: number;
  startX: number;
  deltaX: number;
}

interface HomeCarouselProps {
  locale: Locale;
  slides?: CarouselSlide[];
}

/**
 * spec 002 "Home banner carousel", built on the WAI-ARIA carousel pattern: a visible pause/play
 * button (WCAG 2.2.2), rotation suspended while the pointer or the keyboard focus is inside,
 * while the user drags, and under prefers-reduced-motion; inactive slides are inert.
 */
export function HomeCarousel({ locale, slides = homeSlides }: HomeCarouselProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const count = slides.length;
  const { isPlaying, isAttended, togglePlay, attention } = useCarouselPlay();
  const isHydrated = useIsHydrated();
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<DragState | null>(null);
  const clickGuard = useSwipeClickGuard();

  const isRotating = isPlaying && drag === null && !isAttended;

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every slide change, by hand or by timer, starts a full new interval
  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % count),
      AUTO_ADVANCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isRotating, index, count]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    clickGuard.reset();
    setDrag({ pointerId: event.pointerId, startX: event.clientX, deltaX: 0 });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const deltaX = event.clientX - drag.startX;
    if (Math.abs(deltaX) > 5 && Math.abs(drag.deltaX) <= 5) {
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Capture is a nicety: the swipe still works without it.
      }
    }
    setDrag({ ...drag, deltaX });
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const deltaX = event.type === 'pointercancel' ? 0 : event.clientX - drag.startX;
    setDrag(null);
    if (Math.abs(deltaX) >= SWIPE_THRESHOLD) {
      // A swipe is not a click on the slide's link.
      clickGuard.arm();
      goTo(deltaX < 0 ? index + 1 : index - 1);
    }
  };

  const dragOffset = drag ? drag.deltaX : 0;

  return (
    <section
      className="carousel"
      aria-roledescription={t('carousel.roledescription')}
      aria-label={t('carousel.label')}
      {...attention}
    >
      <div className="carousel__controls">
        <CarouselButtons
          className="carousel__button"
          isPlaying={isPlaying}
          onTogglePlay={togglePlay}
          onPrevious={() => goTo(index - 1)}
          onNext={() => goTo(index + 1)}
        />
      </div>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: the swipe gesture; the buttons above are the keyboard path */}
      <div
        className={drag ? 'carousel__viewport is-dragging' : 'carousel__viewport'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={clickGuard.onClickCapture}
        onDragStart={(event) => event.preventDefault()}
      >
        <div
          className="carousel__track"
          aria-live={isRotating ? 'off' : 'polite'}
          // set by script once hydrated: the CSP refuses style attributes in prerendered HTML
          style={
            isHydrated
              ? { transform: `translateX(calc(${-index * 100}% + ${dragOffset}px))` }
              : undefined
          }
        >
          {slides.map((slide, slideIndex) => {
            const isActive = slideIndex === index;
            return (
              <CarouselSlideGroup
                key={slide.key}
                className="carousel__slide"
                index={slideIndex}
                count={count}
                isShown={isActive}
              >
                <picture>
                  <source
                    media="(max-width: 767px)"
                    srcSet={slide.mobileImage}
                    width="720"
                    height="480"
                  />
                  <img
                    className="carousel__image"
                    src={slide.desktopImage}
                    width="1200"
                    height="400"
                    alt=""
                    loading={slideIndex === 0 ? 'eager' : 'lazy'}
                    draggable={false}
                  />
                </picture>
                <div className="carousel__caption">
                  <img src={slide.thumbnail} width="56" height="56" alt="" draggable={false} />
                  <p className="carousel__title">{intl.formatMessage(slide.title)}</p>
                  <Link
                    className="button"
                    to={href(slide.route, locale)}
                    draggable={false}
                    tabIndex={isActive ? undefined : -1}
                  >
                    {intl.formatMessage(slide.button)}
                  </Link>
                </div>
              </CarouselSlideGroup>
            );
          })}
        </div>
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset */}
      <div className="carousel__indicators" role="group" aria-label={t('carousel.indicators')}>
        {slides.map((slide, slideIndex) => (
          <button
            key={slide.key}
            type="button"
            className="carousel__indicator"
            aria-label={t('carousel.goTo', { index: slideIndex + 1 })}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => goTo(slideIndex)}
          >
            <span aria-hidden="true">{slideIndex + 1}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

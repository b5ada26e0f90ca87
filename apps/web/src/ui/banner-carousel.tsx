import {
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useIsHydrated } from './after-hydration';
import {
  CarouselButtons,
  CarouselSlideGroup,
  useCarouselPlay,
  useMediaQuery,
  useSwipeClickGuard,
} from './carousel-controls';
import './banner-carousel.css';

/** spec 002 "Banner carousel (news-style)": one banner of the global list. */
export interface Banner {
  key: string;
  thumbnail: string;
  /** A small picture beside the title (optional). */
  icon?: string;
  /** Translated. */
  title: string;
  /** A path of the site. */
  url: string;
  /** Translated; 'Découvrez nos offres' when absent (spec 002 §3). */
  buttonText?: string;
}

/** spec 002 §9: autoplay every 6000 ms. */
export const BANNER_AUTOPLAY_MS = 6000;
/** spec 002 §9: a move takes 290 ms… */
export const BANNER_TRANSITION_MS = 290;
/** …and 150 ms for 'next' on a mobile screen. */
export const BANNER_MOBILE_NEXT_MS = 150;
/** spec 002 §9: mobile under 768 px: a slide is the wrapper's width. */
export const BANNER_MOBILE_QUERY = '(max-width: 767px)';
/** Horizontal distance (px) after which a drag counts as a swipe. */
export const BANNER_SWIPE_THRESHOLD = 40;

type Animation = 'none' | 'prev' | 'next';
/** The measure runs before paint in the browser; the prerender (no layout) skips it quietly. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface Layout {
  /** Width of a slide plus the gap: the distance of one move. */
  step: number;
  /** Slides fully in view at once (several 400 px slides on a desktop, one on a phone). */
  visible: number;
}

/** Measures the slides as laid out by the CSS (400 px, or the wrapper's width under 768 px). */
function useLayout(
  viewport: React.RefObject<HTMLDivElement | null>,
  track: React.RefObject<HTMLDivElement | null>,
): Layout {
  const [layout, setLayout] = useState<Layout>({ step: 0, visible: 1 });
  useBrowserLayoutEffect(() => {
    const measure = () => {
      const slide = track.current?.firstElementChild as HTMLElement | null | undefined;
      const width = viewport.current?.clientWidth ?? 0;
      if (!slide || !track.current) return;
      const gap = Number.parseFloat(getComputedStyle(track.current).columnGap) || 0;
      const step = slide.offsetWidth + gap;
      const visible = step > 0 ? Math.max(1, Math.floor((width + gap + 1) / step)) : 1;
      setLayout((current) =>
        current.step === step && current.visible === visible ? current : { step, visible },
      );
    };
    measure();
    window.addEventListener('resize', measure);
    const observer =
      typeof ResizeObserver === 'function' && viewport.current ? new ResizeObserver(measure) : null;
    if (observer && viewport.current) observer.observe(viewport.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [viewport, track]);
  return layout;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The news-style banner carousel of spec 002: arrows, a static indicator '01' to '05', autoplay
 * every 6 s unless the user is touching it, swipe left or right, 400 × 500 slides (the wrapper's
 * width under 768 px), moves of 290 ms (150 ms for next on a phone) and a move asked while one
 * runs is ignored. As the home carousel (WCAG 2.2.2): a pause button, no rotation while the
 * pointer or the focus is inside, none by default under prefers-reduced-motion; slides out of
 * view are inert.
 */
export function BannerCarousel({
  banners,
  label,
  headingLevel = 3,
}: {
  banners: readonly Banner[];
  /** The carousel's name ("À découvrir"). */
  label: string;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const count = banners.length;
  const { isPlaying, prefersReducedMotion, isAttended, togglePlay, attention } = useCarouselPlay();
  const isMobile = useMediaQuery(BANNER_MOBILE_QUERY);
  const isHydrated = useIsHydrated();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const { step, visible } = useLayout(viewport, track);
  const lastIndex = Math.max(0, count - visible);

  const [index, setIndex] = useState(0);
  const [animation, setAnimation] = useState<Animation>('none');
  const [duration, setDuration] = useState(0);
  const [isTouching, setIsTouching] = useState(false);
  const [dragX, setDragX] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const clickGuard = useSwipeClickGuard();
  const isMoving = useRef(false);
  const moveTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(moveTimer.current), []);

  // a wider screen shows more slides: stay within the last position
  useEffect(() => {
    setIndex((current) => Math.min(current, lastIndex));
  }, [lastIndex]);

  const isRotating = isPlaying && !isTouching && !isAttended && lastIndex > 0;

  const move = useCallback(
    (direction: 'prev' | 'next') => {
      // spec 002 §2: "a new move is ignored while one runs"
      if (isMoving.current) return;
      const time = prefersReducedMotion
        ? 0
        : direction === 'next' && isMobile
          ? BANNER_MOBILE_NEXT_MS
          : BANNER_TRANSITION_MS;
      setIndex((current) => {
        if (direction === 'next') return current >= lastIndex ? 0 : current + 1;
        return current <= 0 ? lastIndex : current - 1;
      });
      setDuration(time);
      if (time === 0) return;
      isMoving.current = true;
      setAnimation(direction);
      moveTimer.current = window.setTimeout(() => {
        isMoving.current = false;
        setAnimation('none');
      }, time);
    },
    [isMobile, lastIndex, prefersReducedMotion],
  );

  // every slide change, by hand or by the timer, starts a full new interval
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the interval
  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(() => move('next'), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isRotating, index, move]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    clickGuard.reset();
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    setIsTouching(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setDragX(event.clientX - drag.current.startX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    setIsTouching(false);
    setDragX(0);
    if (!start || start.pointerId !== event.pointerId || event.type === 'pointercancel') return;
    const deltaX = event.clientX - start.startX;
    if (Math.abs(deltaX) >= BANNER_SWIPE_THRESHOLD) {
      // a swipe is not a click on the banner's link
      clickGuard.arm();
      move(deltaX < 0 ? 'next' : 'prev');
    }
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isDragging = drag.current !== null && dragX !== 0;

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t('carousel.roledescription')}
      aria-label={label}
      data-animation={animation}
      {...attention}
    >
      <div className="banner-carousel__controls">
        <CarouselButtons
          className="carousel-button"
          isPlaying={isPlaying}
          onTogglePlay={togglePlay}
          onPrevious={() => move('prev')}
          onNext={() => move('next')}
        />
        {/* spec 002: a static indicator '01' to '05' */}
        <p className="banner-carousel__indicator" aria-hidden="true">
          <span>01</span>
          <span className="banner-carousel__indicator-line" />
          <span>{twoDigits(count)}</span>
        </p>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the swipe gesture; the buttons above are the keyboard path */}
      <div
        ref={viewport}
        className={
          isDragging ? 'banner-carousel__viewport is-dragging' : 'banner-carousel__viewport'
        }
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={clickGuard.onClickCapture}
        onDragStart={(event) => event.preventDefault()}
      >
        <div
          ref={track}
          className="banner-carousel__track"
          aria-live={isRotating ? 'off' : 'polite'}
          // set by script once hydrated: the CSP refuses style attributes in prerendered HTML
          style={
            isHydrated
              ? {
                  transform: `translateX(${-index * step + dragX}px)`,
                  transitionDuration: isDragging ? '0ms' : `${duration}ms`,
                }
              : undefined
          }
        >
          {banners.map((banner, slideIndex) => {
            const isInView = slideIndex >= index && slideIndex < index + visible;
            return (
              <CarouselSlideGroup
                key={banner.key}
                className="banner-carousel__slide"
                index={slideIndex}
                count={count}
                isShown={isInView}
                data-in-view={isInView ? '' : undefined}
              >
                <img
                  className="banner-carousel__thumbnail"
                  src={banner.thumbnail}
                  width="400"
                  height="300"
                  alt=""
                  // the first may be the largest paint of a phone's first screen (issue 14)
                  loading={slideIndex === 0 ? 'eager' : 'lazy'}
                  draggable={false}
                />
                <div className="banner-carousel__body">
                  <Heading className="banner-carousel__title">
                    {banner.icon ? (
                      <img src={banner.icon} width="32" height="32" alt="" draggable={false} />
                    ) : null}
                    <span>{banner.title}</span>
                  </Heading>
                  <Link className="button" to={banner.url} draggable={false}>
                    {banner.buttonText ?? t('ui.banners.defaultButton')}
                    <span className="visually-hidden"> – {banner.title}</span>
                  </Link>
                </div>
              </CarouselSlideGroup>
            );
          })}
        </div>
      </div>
    </section>
  );
}

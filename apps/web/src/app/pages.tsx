import { matchRoute, type RouteName } from '@app/domain/routes';
import { type ComponentType, lazy } from 'react';
import { subscriptionRouteNames } from '../features/subscription/subscription-routes';

/**
 * A lazily loaded page that renders without suspending once its chunk is in: main.tsx preloads
 * the first page's chunk before the first render, so the first paint has the page and the footer
 * does not jump (CLS) behind a loading fallback.
 */
// biome-ignore lint/complexity/noBannedTypes: pages without props are typed {}
function lazyPage<P extends Record<string, unknown> | {} = {}>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let Loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page(props: P) {
    // React 18's typings cannot relate a generic P to the lazy component's props
    const Component = (Loaded ?? Lazy) as ComponentType<P & JSX.IntrinsicAttributes>;
    return <Component {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return { Page, preload };
}

// Every page is its own chunk; the entry only holds the shell (CONVENTIONS: routes load lazily).
const home = lazyPage(() => import('../features/home/home-page'));
const offer = lazyPage(() => import('../features/offers/offer-page'));
const claim = lazyPage(() => import('../features/claims/claim-page'));
const subscription = lazyPage(() => import('../features/subscription/subscription-page'));

export const HomePage = home.Page;
export const OfferPage = offer.Page;
export const ClaimPage = claim.Page;
export const SubscriptionPage = subscription.Page;

const preloadOfRoute: Partial<Record<RouteName, () => Promise<unknown>>> = {
  home: home.preload,
  'offers-dogs': offer.preload,
  'offers-cats': offer.preload,
  'offers-horses': offer.preload,
  'offers-farm-animals': offer.preload,
  'offers-cattle': offer.preload,
  'offers-birds': offer.preload,
  'offers-generali': offer.preload,
  'declaration-step-1': claim.preload,
  'declaration-step-2': claim.preload,
  'declaration-step-3': claim.preload,
  'declaration-step-4': claim.preload,
  'declaration-step-5': claim.preload,
  'declaration-step-6': claim.preload,
  'declaration-step-7': claim.preload,
  'add-documents': claim.preload,
};

for (const name of subscriptionRouteNames) preloadOfRoute[name] = subscription.preload;

/** Starts loading the chunk of the first page together with the catalogue, not after it. */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = matchRoute(pathname);
  const preload = match ? preloadOfRoute[match.name] : undefined;
  return preload ? preload().catch(() => undefined) : Promise.resolve();
}

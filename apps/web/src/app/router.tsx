import { locales } from '@app/domain/locale';
import { type RouteName, routeTable } from '@app/domain/routes';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import type { ClaimRouteName } from '../features/claims/claim-steps';
import type { OfferKey } from '../features/offers/offer-content';
import { subscriptionRouteNames } from '../features/subscription/subscription-routes';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { ClaimPage, HomePage, OfferPage, SubscriptionPage } from './pages';

const offerRoutes: Record<OfferKey, RouteName> = {
  dogs: 'offers-dogs',
  cats: 'offers-cats',
  horses: 'offers-horses',
  'farm-animals': 'offers-farm-animals',
  cattle: 'offers-cattle',
  birds: 'offers-birds',
  generali: 'offers-generali',
};

// spec 001 §2.1: the claim declaration steps and the add-documents link (one lazy chunk)
const claimRoutes: ClaimRouteName[] = [
  'declaration-step-1',
  'declaration-step-2',
  'declaration-step-3',
  'declaration-step-4',
  'declaration-step-5',
  'declaration-step-6',
  'declaration-step-7',
  'add-documents',
];

/**
 * The pages built so far. Routes of the table not listed here (subscription, claims, help) fall
 * to the 404 page until their feature lands; the server answers them with 200 already.
 */
const implemented: { name: RouteName; element: ReactElement }[] = [
  { name: 'home', element: <HomePage /> },
  ...Object.entries(offerRoutes).map(([offer, name]) => ({
    name,
    element: <OfferPage offer={offer as OfferKey} />,
  })),
  ...claimRoutes.map((name) => ({ name, element: <ClaimPage route={name} /> })),
  ...subscriptionRouteNames.map((name) => ({ name, element: <SubscriptionPage route={name} /> })),
];

/** A route's paths: both locales and its aliases (the page replaces an alias by its path). */
const pathsOf = (name: RouteName): string[] => {
  const definition = routeTable[name] as { fr: string; de: string; aliases?: readonly string[] };
  return [...locales.map((locale) => routeTable[name][locale]), ...(definition.aliases ?? [])];
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {implemented.flatMap(({ name, element }) =>
          pathsOf(name).map((path) => (
            // Case-sensitive like the server's route table, so both agree on what is a 404.
            <Route key={`${name}:${path}`} path={path} element={element} caseSensitive />
          )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

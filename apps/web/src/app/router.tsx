import { locales } from '@app/domain/locale';
import { type RouteName, routeTable } from '@app/domain/routes';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import type { OfferKey } from '../features/offers/offer-content';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { HomePage, OfferPage } from './pages';

const offerRoutes: Record<OfferKey, RouteName> = {
  dogs: 'offers-dogs',
  cats: 'offers-cats',
  horses: 'offers-horses',
  'farm-animals': 'offers-farm-animals',
  cattle: 'offers-cattle',
  birds: 'offers-birds',
  generali: 'offers-generali',
};

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
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {implemented.flatMap(({ name, element }) =>
          locales.map((locale) => (
            // Case-sensitive like the server's route table, so both agree on what is a 404.
            <Route
              key={`${name}:${locale}`}
              path={routeTable[name][locale]}
              element={element}
              caseSensitive
            />
          )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

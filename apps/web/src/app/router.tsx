import { helpPages, helpRouteOf } from '@app/domain/help/pages';
import { locales } from '@app/domain/locale';
import { href, type RouteName, routeTable } from '@app/domain/routes';
import { type ReactElement, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { ClaimRouteName } from '../features/claims/claim-steps';
import type { OfferKey } from '../features/offers/offer-content';
import { subscriptionRouteNames } from '../features/subscription/subscription-routes';
import { NotFoundPage } from '../ui/not-found-page';
import { Layout } from './layout';
import {
  AddressChangePage,
  AdminPage,
  AnimalSpeciesPage,
  CareersPage,
  ChallengePage,
  ChiPage,
  ClaimPage,
  ClaimStatusPage,
  ContestsPage,
  ContractChangePage,
  callbackWidget,
  contestsSection,
  FaqPage,
  HelpPage,
  HomePage,
  LegalPage,
  NewsGridPage,
  OfferPage,
  OfferRequestPage,
  OwnershipTransferPage,
  PartnerOfferPage,
  PostPage,
  quickCalculatorOf,
  ResumeLinkPage,
  restorers,
  SubscriptionPage,
} from './pages';
import { patternMayMatch } from './route-candidates';

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

/** The pages of the route table (a route not listed here would show the 404 page). */
const implemented: { name: RouteName; element: ReactElement }[] = [
  { name: 'home', element: <HomePage contests={contestsSection} /> },
  ...Object.entries(offerRoutes).map(([offer, name]) => ({
    name,
    element: (
      <OfferPage
        offer={offer as OfferKey}
        quickCalculator={quickCalculatorOf}
        callbackWidget={callbackWidget}
      />
    ),
  })),
  ...claimRoutes.map((name) => ({ name, element: <ClaimPage route={name} /> })),
  ...subscriptionRouteNames.map((name) => ({ name, element: <SubscriptionPage route={name} /> })),
  // content pages (texts from content/, rendered by the server too)
  { name: 'faq', element: <FaqPage /> },
  { name: 'general-conditions', element: <LegalPage document="general-conditions" /> },
  { name: 'customer-information', element: <LegalPage document="customer-information" /> },
  { name: 'news', element: <NewsGridPage kind="news" /> },
  { name: 'blog', element: <NewsGridPage kind="blog" /> },
  { name: 'news-post', element: <PostPage /> },
  { name: 'claim-status', element: <ClaimStatusPage /> },
  // spec 001 §2.2: the help centre's hub and pages (one lazy chunk), the customer-area forms
  ...(['help' as const, ...helpPages.map(helpRouteOf)] as RouteName[]).map((name) => ({
    name,
    element: <HelpPage route={name} />,
  })),
  { name: 'customer-area.contract-change', element: <ContractChangePage /> },
  { name: 'customer-area.address-change', element: <AddressChangePage /> },
  // spec 002's public forms (docs/decisions.md "Public forms: where each form lives")
  { name: 'offer-request', element: <OfferRequestPage /> },
  { name: 'partner-offer-request', element: <PartnerOfferPage /> },
  { name: 'animal-species', element: <AnimalSpeciesPage /> },
  { name: 'contests', element: <ContestsPage /> },
  { name: 'chi-draw', element: <ChiPage /> },
  { name: 'challenge-saut', element: <ChallengePage key="saut" product="saut" /> },
  { name: 'challenge-dressage', element: <ChallengePage key="dressage" product="dressage" /> },
  { name: 'careers', element: <CareersPage /> },
  { name: 'ownership-transfer', element: <OwnershipTransferPage /> },
  { name: 'resume-link', element: <ResumeLinkPage restorers={restorers} /> },
];

/** A route's paths: both locales and its aliases (the page replaces an alias by its path). */
const pathsOf = (name: RouteName): string[] => {
  const definition = routeTable[name] as { fr: string; de: string; aliases?: readonly string[] };
  return [...locales.map((locale) => routeTable[name][locale]), ...(definition.aliases ?? [])];
};

/** Every page path of the site with its page, in the route table's order. */
export const pageRoutes = implemented.flatMap(({ name, element }) =>
  pathsOf(name).map((path) => ({ key: `${name}:${path}`, path, element })),
);

export function AppRoutes() {
  const { pathname } = useLocation();
  // only the paths that may match: React Router ranks a handful, not every path (route-candidates)
  const candidates = useMemo(
    () => pageRoutes.filter((route) => patternMayMatch(route.path, pathname)),
    [pathname],
  );
  return (
    <Routes>
      {/* the back office has its own frame and routes its sections itself */}
      {locales.map((locale) => (
        <Route
          key={`admin:${locale}`}
          path={`${href('admin', locale)}/*`}
          element={<AdminPage />}
          caseSensitive
        />
      ))}
      <Route element={<Layout />}>
        {candidates.map(({ key, path, element }) => (
          // Case-sensitive like the server's route table, so both agree on what is a 404.
          <Route key={key} path={path} element={element} caseSensitive />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

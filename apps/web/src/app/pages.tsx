import type { Locale } from '@app/domain/locale';
import { localeOfPath, matchRoute, type RouteName } from '@app/domain/routes';
import { lazy, type ReactNode } from 'react';
import type { SubscribableAnimal } from '../features/offers/offer-content';
import type { Restorers } from '../features/resume/resume-link-page';
import { subscriptionRouteNames } from '../features/subscription/subscription-routes';
import { afterSchemas } from '../lib/after-schemas';
import { lazyPage } from '../lib/lazy-page';
import { loadServerMessages } from '../lib/server-messages';
import { AfterHydration } from '../ui/after-hydration';

// the quick calculators' schemas, which step 1 uses as well (schemas/subscriptions re-exports
// them): the dog and cat's, the horse's, each evaluated in a task of its own
const quickInitSchemas = () => import('@app/domain/schemas/quick-init').then(() => {});
const horseQuickInitSchemas = () => import('@app/domain/schemas/horse-quick-init').then(() => {});

// A feature's own catalogue loads with its chunk, not on every page (performance budget): the
// help centre, the back office, the subscription, the claim declaration and the public forms.
// A prerendered page's catalogue is in before the prerender and the hydration (preloadPage).
// The catalogues' modules are imported here on demand too: the shell carries none of them.
type Catalogue = { preload: (locale: Locale) => Promise<unknown> };
const withFeatureMessages = <M,>(
  page: Promise<M>,
  messages: Promise<Catalogue>,
  pathname: string,
) =>
  Promise.all([page, messages.then((catalogue) => catalogue.preload(localeOfPath(pathname)))]).then(
    ([module]) => module,
  );
const withHelpMessages = <M,>(page: Promise<M>, pathname: string) =>
  withFeatureMessages(
    page,
    import('../features/help/help-messages').then((module) => module.helpMessages),
    pathname,
  );
const withSubscriptionMessages = <M,>(page: Promise<M>, pathname: string) =>
  withFeatureMessages(
    page,
    import('../features/subscription/subscription-messages').then(
      (module) => module.subscriptionMessages,
    ),
    pathname,
  );
const withClaimsMessages = <M,>(page: Promise<M>, pathname: string) =>
  withFeatureMessages(
    page,
    import('../features/claims/claims-messages').then((module) => module.claimsMessages),
    pathname,
  );
const withPublicFormsMessages = <M,>(page: Promise<M>, pathname: string) =>
  withFeatureMessages(
    page,
    import('../features/public-forms/public-forms-messages').then(
      (module) => module.publicFormsMessages,
    ),
    pathname,
  );

// Every page is its own chunk; the entry only holds the shell (CONVENTIONS: routes load lazily).
// the home page comes with the contests section of the public forms (spec 002 §2), rendered and
// prerendered with it: it shows the site's texts, its forms load when a visitor opens one, and
// the footer below it does not move when the scripts run
const contestsSectionModule = lazyPage(
  () => import('../features/public-forms/contests/contests-section'),
);
const home = lazyPage(async (pathname) => {
  const [page] = await Promise.all([
    import('../features/home/home-page'),
    contestsSectionModule.preload(pathname),
  ]);
  return page;
});
const offer = lazyPage(() => import('../features/offers/offer-page'));
// the catalogue loads beside zod, not after it
const claim = lazyPage((pathname) =>
  withClaimsMessages(
    afterSchemas(
      () => import('../features/claims/claim-page'),
      () => import('@app/domain/schemas/claims').then(() => {}),
      () => import('@app/domain/schemas/resume-links').then(() => {}),
    )(),
    pathname,
  ),
);
// a later step's address loads the steps' screens with the page (they are chunks of their own)
const subscription = lazyPage<{ route: RouteName }>((pathname) =>
  withSubscriptionMessages(
    afterSchemas(
      () => import('../features/subscription/subscription-page'),
      () => import('@app/domain/pricing/tariff-2026').then(() => {}),
      quickInitSchemas,
      horseQuickInitSchemas,
      () => import('@app/domain/schemas/subscriptions').then(() => {}),
      () => import('../features/subscription/wizard-engine').then(() => {}),
    )().then((module) => module.preloadStepScreens(pathname).then(() => module)),
    pathname,
  ),
);
const faq = lazyPage(() => import('../features/content/faq-page'));
const legal = lazyPage(() => import('../features/content/legal-page'));
const newsGrid = lazyPage(() => import('../features/content/news-grid-page'));
const post = lazyPage(() => import('../features/content/post-page'));
// the domain's messages of the page's language (its form's errors) beside a page that opens on a
// form without a feature catalogue bringing them: loaded with the chunk, not after it
const withServerMessages = <M,>(page: Promise<M>, pathname: string) =>
  Promise.all([page, loadServerMessages(localeOfPath(pathname))]).then(([module]) => module);
const claimStatus = lazyPage((pathname) =>
  withServerMessages(import('../features/claim-status/claim-status-page'), pathname),
);
const help = lazyPage((pathname) =>
  withHelpMessages(import('../features/help/help-page'), pathname),
);
// the help centre's two pages that open on a form
const contractChange = lazyPage((pathname) =>
  withHelpMessages(
    withServerMessages(import('../features/help/contract-change-page'), pathname),
    pathname,
  ),
);
const addressChange = lazyPage((pathname) =>
  withHelpMessages(
    withServerMessages(import('../features/help/address-change-page'), pathname),
    pathname,
  ),
);
// spec 002's public forms: each page its own chunk, all with the public forms' catalogue
const offerRequest = lazyPage((pathname) =>
  withPublicFormsMessages(
    import('../features/public-forms/offer-request/offer-request-page'),
    pathname,
  ),
);
const partnerOffer = lazyPage((pathname) =>
  withPublicFormsMessages(
    import('../features/public-forms/partner-offer/partner-offer-page'),
    pathname,
  ),
);
const animalSpecies = lazyPage((pathname) =>
  withPublicFormsMessages(
    import('../features/public-forms/animal-species/animal-species-page'),
    pathname,
  ),
);
const contests = lazyPage((pathname) =>
  withPublicFormsMessages(import('../features/public-forms/contests/contests-page'), pathname),
);
const chi = lazyPage((pathname) =>
  withPublicFormsMessages(import('../features/public-forms/contests/chi-page'), pathname),
);
const challenge = lazyPage((pathname) =>
  withPublicFormsMessages(import('../features/public-forms/challenge/challenge-page'), pathname),
);
const careers = lazyPage((pathname) =>
  withPublicFormsMessages(import('../features/public-forms/careers/careers-page'), pathname),
);
const ownershipTransfer = lazyPage((pathname) =>
  withPublicFormsMessages(
    import('../features/public-forms/ownership-transfer/ownership-transfer-page'),
    pathname,
  ),
);
const resume = lazyPage(() => import('../features/resume/resume-link-page'));
// the staff back office: its own chunk and catalogue (issue 13), never loaded by the public pages
const admin = lazyPage((pathname) =>
  withFeatureMessages(
    import('../features/admin/admin-app'),
    import('../features/admin/admin-messages').then((module) => module.adminMessages),
    pathname,
  ),
);

// spec 000 §2.2, §2.3: the quick calculators of the subscription feature, shown on the offer
// pages of the animals one can subscribe for; each its own chunk (API client, pricing, zod),
// loaded with the subscription's catalogue. Never prerendered (after hydration): in the browser.
const QuickCalculator = lazy(() =>
  withSubscriptionMessages(
    afterSchemas(
      () => import('../features/subscription/quick-calculator/quick-calculator'),
      quickInitSchemas,
    )(),
    window.location.pathname,
  ),
);
const HorseQuickCalculator = lazy(() =>
  withSubscriptionMessages(
    afterSchemas(
      () => import('../features/subscription/quick-calculator/horse-quick-calculator'),
      horseQuickInitSchemas,
    )(),
    window.location.pathname,
  ),
);

// issue 14: after hydration, so zod and the tariff stay out of the prerendered page's first render
export function quickCalculatorOf(animal: SubscribableAnimal, placeholder: ReactNode): ReactNode {
  return (
    <AfterHydration fallback={placeholder}>
      {animal === 'horse' ? <HorseQuickCalculator /> : <QuickCalculator businessLine={animal} />}
    </AfterHydration>
  );
}

// spec 002: the callback widget of the public forms, shown on the horse offer page: its own chunk
// with the public forms' catalogue, never prerendered (after hydration): in the browser. Its form
// (zod, the fields, the forms registry) loads when a visitor opens it (callback-widget.tsx).
const CallbackWidget = lazy(() =>
  withPublicFormsMessages(
    import('../features/public-forms/callback/callback-widget'),
    window.location.pathname,
  ),
);

export const contestsSection: ReactNode = <contestsSectionModule.Page />;
export const callbackWidget = (): ReactNode => (
  <AfterHydration>
    <CallbackWidget />
  </AfterHydration>
);

export const HomePage = home.Page;
export const OfferPage = offer.Page;
export const ClaimPage = claim.Page;
export const SubscriptionPage = subscription.Page;
export const FaqPage = faq.Page;
export const LegalPage = legal.Page;
export const NewsGridPage = newsGrid.Page;
export const PostPage = post.Page;
export const ClaimStatusPage = claimStatus.Page;
export const HelpPage = help.Page;
export const ContractChangePage = contractChange.Page;
export const AddressChangePage = addressChange.Page;
export const ResumeLinkPage = resume.Page;

/**
 * Where a resume link's draft goes back (issue 13): the subscription's stored form or the claim
 * draft, each loaded with its own feature's chunk only when a link is opened.
 */
export const restorers: Restorers = {
  subscription: () =>
    import('../features/subscription/restore-subscription').then(
      (module) => module.restoreSubscription,
    ),
  claim: () => import('../features/claims/restore-claim').then((module) => module.restoreClaim),
};
export const AdminPage = admin.Page;
export const OfferRequestPage = offerRequest.Page;
export const PartnerOfferPage = partnerOffer.Page;
export const AnimalSpeciesPage = animalSpecies.Page;
export const ContestsPage = contests.Page;
export const ChiPage = chi.Page;
export const ChallengePage = challenge.Page;
export const CareersPage = careers.Page;
export const OwnershipTransferPage = ownershipTransfer.Page;

const preloadOfRoute: Partial<Record<RouteName, (pathname: string) => Promise<unknown>>> = {
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
  faq: faq.preload,
  'general-conditions': legal.preload,
  'customer-information': legal.preload,
  news: newsGrid.preload,
  blog: newsGrid.preload,
  'news-post': post.preload,
  'claim-status': claimStatus.preload,
  help: help.preload,
  'help.conseils-produits': help.preload,
  'help.offres': help.preload,
  'help.mon-contrat': help.preload,
  'help.sinistres': help.preload,
  'help.reclamation': help.preload,
  'help.contact': help.preload,
  'customer-area.contract-change': contractChange.preload,
  'customer-area.address-change': addressChange.preload,
  'resume-link': resume.preload,
  admin: admin.preload,
  'offer-request': offerRequest.preload,
  'partner-offer-request': partnerOffer.preload,
  'animal-species': animalSpecies.preload,
  contests: contests.preload,
  'chi-draw': chi.preload,
  'challenge-saut': challenge.preload,
  'challenge-dressage': challenge.preload,
  careers: careers.preload,
  'ownership-transfer': ownershipTransfer.preload,
};

for (const name of subscriptionRouteNames) preloadOfRoute[name] = subscription.preload;

/** Starts loading the chunk of the first page together with the catalogue, not after it. */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = matchRoute(pathname);
  const preload = match ? preloadOfRoute[match.name] : undefined;
  return preload ? preload(pathname).catch(() => undefined) : Promise.resolve();
}

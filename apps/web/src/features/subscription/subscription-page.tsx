import { brand } from '@app/domain/brand';
import { isBusinessLine } from '@app/domain/business-lines';
import { parseDate, toSwissDate } from '@app/domain/dates/calendar';
import {
  href,
  isLaterSubscriptionStep,
  localeOfPath,
  matchRoute,
  type RouteName,
} from '@app/domain/routes';
import { isOfferedOnChannel } from '@app/domain/subscriptions/channel';
import { memo, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ValidationError } from '../../lib/api';
import { lazyPage } from '../../lib/lazy-page';
import { inTasksOfTheirOwn } from '../../lib/next-task';
import { QueryProvider } from '../../lib/query-provider';
import { useIsHydrated } from '../../ui/after-hydration';
import { useSubscriptionCheck } from './api/use-subscription-check';
import { ConfirmationPage } from './confirmation-page';
import { QuoteStep } from './steps/quote-step';
import { subscriptionMessages } from './subscription-messages';
import {
  emptyForm,
  formStore,
  ShownFormContext,
  type SubscriptionForm,
  sameForm,
  useSubscriptionForm,
} from './subscription-store';
import { useWizardContext } from './use-wizard-context';
import {
  dogWizard,
  guardStep,
  locateStep,
  type StepKind,
  type WizardConfig,
  wizardOf,
} from './wizard-engine';

type StepScreenProps = { config: WizardConfig; index: number };

/**
 * The screen of each kind of step (the horse adds 'horse-pack' and 'horse-option'). Steps 2 and
 * later are chunks of their own (issue 14): step 1 loads and evaluates only its own screen. A
 * step's route loads them all before its first render (`preloadStepScreens`), and step 1 loads
 * them, one per task, once the visitor starts filling it in, so that its "next" finds them.
 */
const screens: Record<Exclude<StepKind, 'quote'>, ReturnType<typeof lazyPage<StepScreenProps>>> = {
  'pet-pack': lazyPage(() =>
    import('./steps/pet-pack-step').then((module) => ({ default: module.PetPackStep })),
  ),
  'horse-pack': lazyPage(() =>
    import('./steps/horse-pack-step').then((module) => ({ default: module.HorsePackStep })),
  ),
  'horse-option': lazyPage(() =>
    import('./steps/horse-option-step').then((module) => ({ default: module.HorseOptionStep })),
  ),
  animal: lazyPage(() =>
    import('./steps/animal-step').then((module) => ({ default: module.AnimalStep })),
  ),
  owner: lazyPage(() =>
    import('./steps/owner-step').then((module) => ({ default: module.OwnerStep })),
  ),
  payment: lazyPage(() =>
    import('./steps/payment-step').then((module) => ({ default: module.PaymentStep })),
  ),
};

/** Every later step's screen, each evaluated in a task of its own. */
function loadStepScreens(): Promise<void> {
  return inTasksOfTheirOwn(Object.values(screens).map((screen) => () => screen.preload('')));
}

/** What tells that a visitor starts on step 1 (capture: whatever handles it below). */
const intentEvents = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * The later steps' screens, when the page is opened at one of them (app/pages.tsx awaits it
 * with the page's chunk, so that the step renders at once rather than behind a loading text).
 */
export function preloadStepScreens(pathname: string): Promise<void> {
  const route = matchRoute(pathname)?.name;
  return route && isLaterSubscriptionStep(route) ? loadStepScreens() : Promise.resolve();
}

/**
 * The subscription feature's page, lazily loaded for every route of the wizard (spec 000 §2.4):
 * it mounts the API client here rather than in the shell, so the home page never loads it.
 */
export default function SubscriptionPage({ route }: { route: RouteName }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <subscriptionMessages.WithMessages locale={locale}>
      <QueryProvider>
        <SubscriptionRoute route={route} />
      </QueryProvider>
    </subscriptionMessages.WithMessages>
  );
}

function SubscriptionRoute({ route }: { route: RouteName }) {
  const { pathname, search } = useLocation();
  const match = matchRoute(pathname);
  // The quick calculators' links (/de/souscription/…) lead to the canonical path.
  if (match?.isAlias) {
    return <Navigate replace to={href(match.name, match.locale, match.params) + search} />;
  }
  if (route === 'subscription-confirmation') return <ConfirmationPage kind="subscription" />;
  if (route === 'subscription-offer-confirmation') return <ConfirmationPage kind="offer" />;
  if (route === 'subscription-step-1') return <QuoteEntry />;
  return <StepEntry route={route} />;
}

/**
 * The history entries whose entry query was applied: a step back to one, or a reload of it,
 * does not reset again (issue 12: a reload is not a new arrival). Kept for the tab's life in
 * session storage, since a history entry keeps its key across a reload. The first entry of a
 * page load has no key of its own ("default"): a reload of it is told by the navigation type.
 */
const APPLIED_ENTRIES_KEY = 'subscriptionEntries';
const appliedEntries = new Set<string>();

function isReloadedDocument(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'reload' || entry?.type === 'back_forward';
  } catch {
    return false;
  }
}

function storedEntries(): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(APPLIED_ENTRIES_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function isEntryApplied(key: string): boolean {
  if (appliedEntries.has(key)) return true;
  if (key === 'default') return isReloadedDocument();
  return storedEntries().includes(key);
}

function markEntryApplied(key: string) {
  appliedEntries.add(key);
  if (key === 'default') return;
  try {
    const list = [...storedEntries().filter((item) => item !== key), key].slice(-50);
    sessionStorage.setItem(APPLIED_ENTRIES_KEY, JSON.stringify(list));
  } catch {
    // storage disabled: this page still remembers it
  }
}

interface EntryQuery {
  animal: string | null;
  pid: string | null;
  rid: string | null;
}

/**
 * spec 000 §4 "Wizard entry": what an arrival at step 1 makes of the stored form. An animal given
 * starts afresh; pid and rid give the channel keys (default the product's own); a partner
 * channel takes dogs and cats only (spec 000 §1, §6: step 1 says why).
 */
function enteredForm(
  stored: SubscriptionForm,
  hasStored: boolean,
  { animal, pid, rid }: EntryQuery,
): SubscriptionForm {
  const keys = {
    partner_key: pid || (animal !== null ? brand.ownPartnerKey : stored.partner_key),
    referrer_key: rid || (animal !== null ? brand.ownPartnerKey : stored.referrer_key),
  };
  const wanted = isBusinessLine(animal) && wizardOf(animal) ? animal : stored.business_line;
  const line = isOfferedOnChannel(wanted, keys.partner_key) ? wanted : 'dog';
  if (animal !== null || !hasStored || line !== stored.business_line) {
    return { ...emptyForm(line), ...keys };
  }
  return { ...stored, ...keys };
}

/** Step 1 renders again only for its own reasons (its props, the form it is shown, its state). */
const StableQuoteStep = memo(QuoteStep);

/**
 * Step 1's entry, applied once per history entry. Until it is applied, step 1 shows the form the
 * entry will make (no empty page). The page prerendered for `?animal=` (issue 14) is the form of
 * a visitor with nothing stored; hydration renders exactly that, and when the visitor's own form
 * differs (a reload keeps what was typed: issue 12), the step is mounted again with it.
 */
function QuoteEntry() {
  const [search] = useSearchParams();
  const { key } = useLocation();
  const isHydrated = useIsHydrated();
  const animal = search.get('animal');
  const pid = search.get('pid');
  const rid = search.get('rid');
  const query = useMemo(() => ({ animal, pid, rid }), [animal, pid, rid]);
  const needsEntry = (animal !== null || pid !== null || rid !== null) && !isEntryApplied(key);
  // the step hydrated with the prerendered form; once hydrated, it is mounted again at once if
  // the visitor's own form is another (decided in the render that ends the hydration, so no
  // render shows the prerendered form's values as the visitor's)
  const [mount, setMount] = useState<'prerendered' | 'stored' | undefined>(
    isHydrated ? 'prerendered' : undefined,
  );
  const fresh = useMemo(() => enteredForm(emptyForm(), false, query), [query]);

  // once the visitor starts on step 1 (a field focused, a press, a key), the later steps load
  // in the background: its "next" finds them there, and a visit that only looks loads none
  // (a failed load is tried again when the step is opened)
  useEffect(() => {
    if (!isHydrated) return;
    const stop = () => {
      for (const type of intentEvents) document.removeEventListener(type, start, true);
    };
    const start = () => {
      stop();
      loadStepScreens().catch(() => {});
    };
    for (const type of intentEvents) document.addEventListener(type, start, true);
    return stop;
  }, [isHydrated]);

  useEffect(() => {
    if (needsEntry) {
      markEntryApplied(key);
      formStore.update(enteredForm(formStore.get(), formStore.hasStored(), query));
    }
  }, [needsEntry, key, query]);

  const stored = useSubscriptionForm();
  const entered = needsEntry ? enteredForm(stored, formStore.hasStored(), query) : null;
  // the prerendered form itself while it is the one shown: the render after hydration (and the
  // entry's, which changes nothing then) renders nothing again below (issue 14)
  const shown = !isHydrated || (entered && sameForm(entered, fresh)) ? fresh : entered;
  const form = shown ?? stored;
  if (mount === undefined && isHydrated) setMount(sameForm(form, fresh) ? 'prerendered' : 'stored');
  return (
    <ShownFormContext.Provider value={shown}>
      <StableQuoteStep
        key={mount ?? 'prerendered'}
        config={wizardOf(form.business_line) ?? dogWizard}
      />
    </ShownFormContext.Provider>
  );
}

/** Steps 2 and later: opened only once reached (engine guard), checked with the server on entry. */
function StepEntry({ route }: { route: RouteName }) {
  const form = useSubscriptionForm();
  const { locale } = useWizardContext();
  const located = locateStep(route, form.business_line);
  if (!located) return <Navigate replace to={href('subscription-step-1', locale)} />;
  const redirect = guardStep(located.config, located.index, form);
  if (redirect) return <Navigate replace to={href(redirect, locale)} />;
  const kind = located.config.steps[located.index]?.kind ?? 'quote';
  const Screen = kind === 'quote' ? undefined : screens[kind].Page;
  if (!Screen) return <Navigate replace to={href('subscription-step-1', locale)} />;
  return (
    <CheckedStep key={route}>
      <Screen config={located.config} index={located.index} />
    </CheckedStep>
  );
}

/**
 * spec 000 §4, §7, §8: each step checks the subscription on entry; a 422 answer resets the form
 * and sends back to step 1; the birth date it may give is copied into the form.
 */
function CheckedStep({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { locale } = useWizardContext();
  const form = useSubscriptionForm();
  const check = useSubscriptionCheck(form.user_token, location.key);

  useEffect(() => {
    if (check.error instanceof ValidationError) {
      const stored = formStore.get();
      formStore.reset(stored.business_line, {
        keys: { partner_key: stored.partner_key, referrer_key: stored.referrer_key },
      });
      navigate(href('subscription-step-1', locale), { replace: true });
    }
  }, [check.error, locale, navigate]);

  useEffect(() => {
    const birth = check.data?.animal_date_of_birth;
    const date = birth ? parseDate(birth) : null;
    if (date && parseDate(formStore.get().animal_date_of_birth) !== date) {
      formStore.update({ animal_date_of_birth: toSwissDate(date) });
    }
  }, [check.data]);

  return <>{children}</>;
}

import { brand } from '@app/domain/brand';
import { isBusinessLine } from '@app/domain/business-lines';
import { parseDate, toSwissDate } from '@app/domain/dates/calendar';
import { href, matchRoute, type RouteName } from '@app/domain/routes';
import { type ComponentType, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ValidationError } from '../../app/api';
import { QueryProvider } from '../../app/query-provider';
import { useSubscriptionCheck } from './api/use-subscription-check';
import { ConfirmationPage } from './confirmation-page';
import { AnimalStep } from './steps/animal-step';
import { HorseOptionStep } from './steps/horse-option-step';
import { HorsePackStep } from './steps/horse-pack-step';
import { OwnerStep } from './steps/owner-step';
import { PaymentStep } from './steps/payment-step';
import { PetPackStep } from './steps/pet-pack-step';
import { QuoteStep } from './steps/quote-step';
import { formStore, useSubscriptionForm } from './subscription-store';
import { useWizardContext } from './use-wizard-context';
import {
  dogWizard,
  guardStep,
  locateStep,
  type StepKind,
  type WizardConfig,
  wizardOf,
} from './wizard-engine';

type StepScreen = ComponentType<{ config: WizardConfig; index: number }>;

/** The screen of each kind of step (the horse adds 'horse-pack' and 'horse-option'). */
const screens: Record<Exclude<StepKind, 'quote'>, StepScreen> = {
  'pet-pack': PetPackStep,
  'horse-pack': HorsePackStep,
  'horse-option': HorseOptionStep,
  animal: AnimalStep,
  owner: OwnerStep,
  payment: PaymentStep,
};

/**
 * The subscription feature's page, lazily loaded for every route of the wizard (spec 000 §2.4):
 * it mounts the API client here rather than in the shell, so the home page never loads it.
 */
export default function SubscriptionPage({ route }: { route: RouteName }) {
  return (
    <QueryProvider>
      <SubscriptionRoute route={route} />
    </QueryProvider>
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

/** The history entries whose entry query was applied (a step back to one does not reset again). */
const appliedEntries = new Set<string>();

/**
 * spec 000 §4 "Wizard entry": arriving at step 1 with an animal resets the stored form; pid and
 * rid give the channel keys (default the product's own). Applied once per history entry.
 */
function QuoteEntry() {
  const [search] = useSearchParams();
  const { key } = useLocation();
  const animal = search.get('animal');
  const pid = search.get('pid');
  const rid = search.get('rid');
  const needsEntry = (animal !== null || pid !== null || rid !== null) && !appliedEntries.has(key);

  useEffect(() => {
    if (!needsEntry) return;
    appliedEntries.add(key);
    const stored = formStore.get();
    const keys = {
      partner_key: pid || (animal !== null ? brand.ownPartnerKey : stored.partner_key),
      referrer_key: rid || (animal !== null ? brand.ownPartnerKey : stored.referrer_key),
    };
    const line = isBusinessLine(animal) && wizardOf(animal) ? animal : stored.business_line;
    if (animal !== null || !formStore.hasStored()) formStore.reset(line, { keys });
    else formStore.update(keys);
  }, [needsEntry, key, animal, pid, rid]);

  const form = useSubscriptionForm();
  // the form mounts once the entry is applied, with the reset values
  if (needsEntry) return null;
  return <QuoteStep config={wizardOf(form.business_line) ?? dogWizard} />;
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
  const Screen = kind === 'quote' ? undefined : screens[kind];
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

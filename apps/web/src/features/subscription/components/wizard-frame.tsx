import { brand } from '@app/domain/brand';
import { href, type RouteName } from '@app/domain/routes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHeading } from '../../../app/page-heading';
import { decideRequestType } from '../request-type';
import { useSubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import type { WizardConfig } from '../wizard-engine';
import { QuitDialog } from './quit-dialog';
import { RecapPanel } from './recap-panel';
import { StepIndicator } from './step-indicator';
import './wizard.css';

/**
 * The frame of every wizard step: heading (focused on step change by PageHeading), numbered
 * steps, the step's form, the recap panel beside it, and the quit popup.
 */
export function WizardFrame({
  config,
  index,
  title,
  children,
  aside,
}: {
  config: WizardConfig;
  index: number;
  title: string;
  children: ReactNode;
  /** Shown above the recap (step 1: the animal's illustration). */
  aside?: ReactNode;
}) {
  const form = useSubscriptionForm();
  const { locale } = useWizardContext();
  const isLastStep = index === config.steps.length - 1;
  // Offer mode as far as the rules tell (the server's status is only asked on the last step).
  const isOfferMode = decideRequestType(form, true).type === 'offer' && form.reached_step > 1;
  const hasPartnerReferrer = !!form.referrer_key && form.referrer_key !== brand.ownPartnerKey;
  return (
    <div className="container wizard">
      <PageHeading title={title} />
      <StepIndicator config={config} current={index} reached={form.reached_step} locale={locale} />
      <div className="wizard__grid">
        <div className="wizard__main">{children}</div>
        <div className="wizard__side">
          {aside}
          <RecapPanel />
        </div>
      </div>
      <QuitDialog
        locale={locale}
        isEnabled={!isOfferMode}
        isLogoIntercepted={isLastStep || hasPartnerReferrer}
      />
    </div>
  );
}

/** Back (to the previous step) and the step's submit button. */
export function StepActions({
  back,
  submitLabel,
  isPending,
  isDisabled,
}: {
  back: RouteName | null;
  /** Null: no submit button (the step cannot continue). */
  submitLabel: string | null;
  isPending?: boolean;
  /** Dimmed and inert (the form ignores the submit), still focusable and announced. */
  isDisabled?: boolean;
}) {
  const intl = useIntl();
  const { locale } = useWizardContext();
  return (
    <div className="wizard__actions">
      {back && (
        <Link className="button button--secondary" to={href(back, locale)}>
          {intl.formatMessage({ id: 'subscription.back' })}
        </Link>
      )}
      {submitLabel !== null && (
        <button
          type="submit"
          className={isDisabled ? 'button is-disabled' : 'button'}
          aria-disabled={isPending || isDisabled || undefined}
        >
          {isPending ? intl.formatMessage({ id: 'subscription.sending' }) : submitLabel}
        </button>
      )}
    </div>
  );
}

/** Messages of a refusal that belong to no field of the step (role alert: read at once). */
export function FormAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="wizard__alert" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

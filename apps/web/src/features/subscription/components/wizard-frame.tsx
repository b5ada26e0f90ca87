import { href } from '@app/domain/routes';
import { resumeLinkRequestSchema } from '@app/domain/schemas/resume-links';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import { decideRequestType } from '@app/domain/subscriptions/request-type';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { requestResumeLink } from '../../../lib/resume-links';
import { ContinueLater } from '../../../ui/continue-later';
import { FormActions } from '../../../ui/form-actions';
import { PageHeading } from '../../../ui/page-heading';
import { StepIndicator } from '../../../ui/step-indicator';
import { useSubscriptionForm } from '../subscription-store';
import { useWizardContext } from '../use-wizard-context';
import { previousRoute, type StepKind, type WizardConfig } from '../wizard-engine';
import { QuitDialog } from './quit-dialog';
import { RecapPanel } from './recap-panel';
import './wizard.css';

const stepTitles: Record<StepKind, string> = {
  quote: 'subscription.steps.quote',
  'pet-pack': 'subscription.steps.pack',
  'horse-pack': 'subscription.steps.pack',
  'horse-option': 'subscription.steps.option',
  animal: 'subscription.steps.animal',
  owner: 'subscription.steps.owner',
  payment: 'subscription.steps.payment',
};

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
  const intl = useIntl();
  const form = useSubscriptionForm();
  const { locale } = useWizardContext();
  const isLastStep = index === config.steps.length - 1;
  // Offer mode as far as the rules tell (the server's status is only asked on the last step).
  const isOfferMode = decideRequestType(form, true).type === 'offer' && form.reached_step > 1;
  // spec 000 §2.4: a partner referrer (rid) or partner channel (pid) other than the own one
  const hasPartnerReferrer = !isOwnChannel(form.referrer_key) || !isOwnChannel(form.partner_key);
  return (
    <div className="container wizard">
      <PageHeading title={title} />
      <StepIndicator
        label={intl.formatMessage({ id: 'subscription.steps.label' })}
        current={index}
        steps={config.steps.map((step, position) => ({
          key: step.route,
          title: intl.formatMessage({ id: stepTitles[step.kind] }),
          // spec 000 §2.4: the steps reached are links, the others plain text
          href: position + 1 <= form.reached_step ? href(step.route, locale) : undefined,
        }))}
      />
      <div className="wizard__grid">
        <div className="wizard__main">{children}</div>
        <div className="wizard__side">
          {aside}
          <RecapPanel />
          {index > 0 && form.user_token ? (
            // issue 13: continue on any device, from every step after the quote
            <ContinueLater
              schema={resumeLinkRequestSchema}
              locale={locale}
              defaultEmail={form.email}
              payloadOf={(email) => ({
                kind: 'subscription' as const,
                user_token: form.user_token ?? '',
                email,
                locale,
              })}
              send={requestResumeLink}
            />
          ) : null}
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

/** Back (to the previous step) and the step's submit button ("Continuer" unless told). */
export function StepActions({
  config,
  index,
  submitLabel,
  isPending,
  isDisabled,
}: {
  config: WizardConfig;
  index: number;
  /** Null: no submit button (the step cannot continue). */
  submitLabel?: string | null;
  isPending?: boolean;
  /** Dimmed and inert (the form ignores the submit), still focusable and announced. */
  isDisabled?: boolean;
}) {
  const intl = useIntl();
  const { locale } = useWizardContext();
  const back = previousRoute(config, index);
  return (
    <FormActions
      back={
        back ? { href: href(back, locale), label: intl.formatMessage({ id: 'ui.back' }) } : null
      }
      submitLabel={
        submitLabel === undefined
          ? intl.formatMessage({ id: 'subscription.continue' })
          : submitLabel
      }
      isPending={isPending}
      isDisabled={isDisabled}
    />
  );
}

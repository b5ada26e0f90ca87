import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { StepKind, WizardConfig } from '../wizard-engine';

const stepLabel: Record<StepKind, string> = {
  quote: 'subscription.steps.quote',
  'pet-pack': 'subscription.steps.pack',
  'horse-pack': 'subscription.steps.pack',
  'horse-option': 'subscription.steps.option',
  animal: 'subscription.steps.animal',
  owner: 'subscription.steps.owner',
  payment: 'subscription.steps.payment',
};

/**
 * Numbered steps (spec 000 §2.4): the reached ones are links, the current one is marked
 * aria-current, the ones not reached yet are plain text (not clickable).
 */
export function StepIndicator({
  config,
  current,
  reached,
  locale,
}: {
  config: WizardConfig;
  current: number;
  reached: number;
  locale: Locale;
}) {
  const intl = useIntl();
  return (
    <nav
      className="step-indicator"
      aria-label={intl.formatMessage({ id: 'subscription.steps.label' })}
    >
      <ol>
        {config.steps.map((step, index) => {
          const number = index + 1;
          const label = intl.formatMessage({ id: stepLabel[step.kind] });
          const content = (
            <>
              <span className="step-indicator__number" aria-hidden="true">
                {number}
              </span>
              <span className="step-indicator__label">
                <span className="visually-hidden">
                  {intl.formatMessage({ id: 'subscription.steps.number' }, { number })}
                </span>
                {label}
              </span>
            </>
          );
          const state = index === current ? 'current' : number <= reached ? 'reached' : 'ahead';
          return (
            <li key={step.route} className={`step-indicator__step is-${state}`}>
              {state === 'current' ? (
                <span aria-current="step">{content}</span>
              ) : state === 'reached' ? (
                <Link to={href(step.route, locale)}>{content}</Link>
              ) : (
                <span>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ClaimFlowType } from '../claim-draft';
import { type ClaimStepNumber, claimStepRoutes, indicatorOf, stepTitleIds } from '../claim-steps';

interface StepIndicatorProps {
  locale: Locale;
  type: ClaimFlowType | undefined;
  current: ClaimStepNumber;
  /** The furthest step the user may open; steps beyond the current one are never links. */
  reachedStep: number;
}

/** "Étape 2 sur 7": 7 steps for a new claim, 3 for an existing one (spec 001 §2.1). */
export function StepIndicator({ locale, type, current, reachedStep }: StepIndicatorProps) {
  const intl = useIntl();
  const { count, steps } = indicatorOf({ type });
  const currentNumber = steps.find((item) => item.step === current)?.number ?? 1;
  return (
    <nav className="claim-steps" aria-label={intl.formatMessage({ id: 'claims.steps.label' })}>
      <p className="claim-steps__summary">
        {intl.formatMessage({ id: 'claims.steps.summary' }, { current: currentNumber, count })}
      </p>
      <ol className="claim-steps__list">
        {steps.map(({ step, number }) => {
          const title = intl.formatMessage({ id: stepTitleIds[step] });
          const isCurrent = step === current;
          const isDone = number < currentNumber;
          const canOpen = !isCurrent && isDone && step <= reachedStep && current !== 7;
          const state = isCurrent ? 'current' : isDone ? 'done' : 'todo';
          const content = (
            <>
              <span className="claim-steps__number" aria-hidden="true">
                {number}
              </span>
              <span className="claim-steps__title">{title}</span>
              {isDone ? (
                <span className="visually-hidden">
                  {` (${intl.formatMessage({ id: 'claims.steps.done' })})`}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={step} className={`claim-steps__item claim-steps__item--${state}`}>
              {canOpen ? (
                <Link to={href(claimStepRoutes[step], locale)}>{content}</Link>
              ) : (
                <span aria-current={isCurrent ? 'step' : undefined}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import './step-indicator.css';

export interface IndicatorStep {
  key: string;
  title: string;
  /** Where the step opens; a step without one, and the current step, is not a link. */
  href?: string | undefined;
}

/**
 * The numbered steps of a multi-step form (the subscription wizard, the claim declaration):
 * "Étape 2 sur 7", the steps done marked for screen readers, the current one aria-current,
 * the steps the user may open as links. On a narrow screen only the current title shows.
 */
export function StepIndicator({
  label,
  steps,
  current,
}: {
  /** The navigation's name ("Étapes de la souscription"). */
  label: string;
  steps: readonly IndicatorStep[];
  /** The index of the current step in `steps`. */
  current: number;
}) {
  const intl = useIntl();
  return (
    <nav className="steps" aria-label={label}>
      <p className="steps__summary">
        {intl.formatMessage(
          { id: 'ui.steps.summary' },
          { current: current + 1, count: steps.length },
        )}
      </p>
      <ol className="steps__list">
        {steps.map((step, index) => {
          const number = index + 1;
          const state = index === current ? 'current' : index < current ? 'done' : 'ahead';
          const content = (
            <>
              <span className="steps__number" aria-hidden="true">
                {number}
              </span>
              <span className="steps__title">
                <span className="visually-hidden">
                  {`${intl.formatMessage({ id: 'ui.steps.number' }, { number })} `}
                </span>
                {step.title}
              </span>
              {state === 'done' ? (
                <span className="visually-hidden">
                  {` (${intl.formatMessage({ id: 'ui.steps.done' })})`}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={step.key} className={`steps__item steps__item--${state}`}>
              {state !== 'current' && step.href ? (
                <Link to={step.href}>{content}</Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

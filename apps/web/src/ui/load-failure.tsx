import { useIntl } from 'react-intl';

/**
 * A list or prices that could not be loaded (docs/decisions.md "Prices or genders that fail to
 * load"): said as a failure, never as an empty answer, with a button that loads again. What the
 * user typed stays; the caller keeps its step from going on without what failed.
 */
export function LoadFailure({
  message,
  onRetry,
  isRetrying = false,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  /** The button's text when it does more than load the list again ("Recharger la page"). */
  retryLabel?: string;
}) {
  const intl = useIntl();
  return (
    <div className="alert load-failure" role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={isRetrying || undefined}
        onClick={() => {
          if (!isRetrying) onRetry();
        }}
      >
        {isRetrying
          ? intl.formatMessage({ id: 'ui.retrying' })
          : (retryLabel ?? intl.formatMessage({ id: 'ui.retry' }))}
      </button>
    </div>
  );
}

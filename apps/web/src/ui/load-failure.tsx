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
}: {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
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
        {intl.formatMessage({ id: isRetrying ? 'ui.retrying' : 'ui.retry' })}
      </button>
    </div>
  );
}

import { Component, type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { reportClientError } from '../lib/client-errors';
import { LoadFailure } from './load-failure';

// docs/decisions.md "A page that fails to load"

interface BoundaryProps {
  /** What it guards (a page's path): when it changes, the children render again (back button). */
  resetKey?: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown; resetKey: string | undefined } | null;
}

/** Shows `fallback` in place of its children when they throw, until `resetKey` changes. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error, resetKey: undefined } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    const { failure } = state;
    if (!failure) return null;
    const key = props.resetKey ?? '';
    // the key the error happened under, noted at the first render after it
    if (failure.resetKey === undefined) return { failure: { ...failure, resetKey: key } };
    return failure.resetKey === key ? null : { failure: null };
  }

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error) : this.props.children;
  }
}

/**
 * A part of a page that failed to load (a quick calculator, the callback widget): said in its
 * place, the rest of the page stays, with a button that loads the page again.
 */
export function PartError({ error }: { error: unknown }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  useEffect(() => {
    void reportClientError('part', pathname, error);
  }, [pathname, error]);
  return (
    <LoadFailure
      message={intl.formatMessage({ id: 'pageError.part' })}
      onRetry={() => window.location.reload()}
      retryLabel={intl.formatMessage({ id: 'pageError.reload' })}
    />
  );
}

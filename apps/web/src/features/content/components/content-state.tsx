import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api';
import { NotFoundPage } from '../../../ui/not-found-page';

/** Loading, 404 and failure of a content call; the page itself once the answer is there. */
export function ContentState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError) {
    return (
      <div className="container content-page">
        <p role="alert">{intl.formatMessage({ id: 'content.loadError' })}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {intl.formatMessage({ id: 'content.retry' })}
        </button>
      </div>
    );
  }
  return <p className="container page-loading">{intl.formatMessage({ id: 'layout.loading' })}</p>;
}

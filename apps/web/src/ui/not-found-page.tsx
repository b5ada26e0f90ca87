import { href, localeOfPath } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { PageHeading } from './page-heading';

/** Any path the route table does not know (the server answers it with status 404). */
export function NotFoundPage() {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  return (
    <div className="container narrow not-found">
      <PageHeading title={intl.formatMessage({ id: 'notFound.title' })} />
      <p>{intl.formatMessage({ id: 'notFound.text' })}</p>
      <p>
        <Link className="button" to={href('home', locale)}>
          {intl.formatMessage({ id: 'notFound.homeLink' })}
        </Link>
      </p>
    </div>
  );
}

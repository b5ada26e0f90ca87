import { href, localeOfPath } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';
import { PageHeading } from '../../ui/page-heading';
import { AddressUpdateForm } from './forms/address-update-form';
import { helpMessages } from './help-messages';
import './help.css';

/** The address change form the help centre links to (spec 001 §2.2 "external form link"). */
export default function AddressChangePage() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <helpMessages.WithMessages locale={locale}>
      <AddressChangePageContent />
    </helpMessages.WithMessages>
  );
}

function AddressChangePageContent() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  return (
    <QueryProvider>
      <div className="container help help-page-form">
        <PageHeading title={t('help.addressChange.title')} />
        <p className="lead">{t('help.addressChange.intro')}</p>
        <AddressUpdateForm name="address-update-request" locale={locale} />
        <p className="help-back">
          <Link to={href('help.mon-contrat', locale)}>{t('help.backToHelp')}</Link>
        </p>
      </div>
    </QueryProvider>
  );
}

import { formCategories } from '@app/domain/forms/categories';
import { isOwnerChangeLine } from '@app/domain/help/help-centre';
import { href, localeOfPath } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';
import { PageHeading } from '../../ui/page-heading';
import { ContractUpdateForm } from './forms/contract-update-form';
import { helpMessages } from './help-messages';
import './help.css';

/**
 * The customer-area page "modify a contract" (spec 001 §2.2): the contract-update-request form.
 * ?a=cn-ct (dogs, cats) or ?a=cv (horses, other animals) makes it the owner change of that line.
 */
export default function ContractChangePage() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <helpMessages.WithMessages locale={locale}>
      <ContractChangePageContent />
    </helpMessages.WithMessages>
  );
}

function ContractChangePageContent() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  const [search] = useSearchParams();
  const given = search.get('a');
  const line = isOwnerChangeLine(given) ? given : undefined;
  const titleId = line ? 'help.contractChange.ownerTitle' : 'help.contractChange.title';
  return (
    <QueryProvider>
      <div className="container help help-page-form">
        <PageHeading title={t(titleId)} />
        <p className="lead">
          {t(line ? 'help.contractChange.ownerIntro' : 'help.contractChange.intro')}
        </p>
        <ContractUpdateForm
          key={line ?? 'contract'}
          name="contract-update-request"
          locale={locale}
          category={line ? formCategories['contract.owner-change'][locale] : undefined}
          line={line}
        />
        <p className="help-back">
          <Link to={href('help.mon-contrat', locale)}>{t('help.backToHelp')}</Link>
        </p>
      </div>
    </QueryProvider>
  );
}

import { localeOfPath } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { FormPage } from '../components/form-page';
import { publicFormsMessages } from '../public-forms-messages';
import ContestsSection from './contests-section';

/** The contests page (route `contests`): every contest, draw and challenge of the moment. */
export default function ContestsPage() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <ContestsPageContent />
    </publicFormsMessages.WithMessages>
  );
}

function ContestsPageContent() {
  const intl = useIntl();
  return (
    <FormPage
      title={intl.formatMessage({ id: 'publicForms.contests.pageTitle' })}
      lead={intl.formatMessage({ id: 'publicForms.contests.lead' })}
    >
      <ContestsSection />
    </FormPage>
  );
}

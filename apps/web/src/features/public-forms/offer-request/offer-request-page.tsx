import { type OfferBusinessLine, offerBusinessLines } from '@app/domain/forms/public-constants';
import { localeOfPath, routeNames } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { FormPage } from '../components/form-page';
import { publicFormsMessages } from '../public-forms-messages';
import { OfferRequestForm } from './offer-request-form';

const isOfferAnimal = (value: string | null): value is OfferBusinessLine =>
  (offerBusinessLines as readonly (string | null)[]).includes(value);

/**
 * The offer request page (route `offer-request`): `?animal=cattle` preselects the animal and
 * `?origin=offers-cattle` names the page the visitor came from (a route of the table only).
 */
export default function OfferRequestPage() {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <publicFormsMessages.WithMessages locale={locale}>
      <OfferRequestContent />
    </publicFormsMessages.WithMessages>
  );
}

function OfferRequestContent() {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const [query] = useSearchParams();
  const animal = query.get('animal');
  const origin = query.get('origin');
  return (
    <QueryProvider>
      <FormPage
        title={intl.formatMessage({ id: 'publicForms.offer.title' })}
        lead={intl.formatMessage({ id: 'publicForms.offer.lead' })}
      >
        <OfferRequestForm
          locale={locale}
          animal={isOfferAnimal(animal) ? animal : undefined}
          origin={origin && (routeNames as string[]).includes(origin) ? origin : 'offer-request'}
        />
      </FormPage>
    </QueryProvider>
  );
}

import { brand } from '@app/domain/brand';
import { isBusinessLine } from '@app/domain/business-lines';
import { href } from '@app/domain/routes';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { analytics } from '../../app/analytics';
import { PageHeading } from '../../app/page-heading';
import { useSubscriptionPdf } from './api/use-subscription-pdf';
import { useWizardContext } from './use-wizard-context';
import './components/wizard.css';

/** pid and rid of the links back to step 1: each omitted when it is the product's own key. */
function channelQuery(partnerKey?: string | null, referrerKey?: string | null) {
  const keep = (key?: string | null) => (key && key !== brand.ownPartnerKey ? key : undefined);
  return { pid: keep(partnerKey), rid: keep(referrerKey) };
}

/**
 * The confirmation screens (spec 000 §2.4, §4): the policy or offer PDF is polled once per
 * second ("may take up to 30 seconds"), then the user is thanked by the animal's name and offered
 * the download; on the own channel, links to insure another animal and to the home page.
 */
export function ConfirmationPage({ kind }: { kind: 'subscription' | 'offer' }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { locale } = useWizardContext();
  const [search] = useSearchParams();
  const token = search.get('token');
  const pdf = useSubscriptionPdf(token);
  const data = pdf.data;
  const isReady = !!data?.path;
  const isTracked = useRef(false);

  useEffect(() => {
    if (!isReady || !data || isTracked.current) return;
    isTracked.current = true;
    analytics.track(kind === 'offer' ? 'lead_confirmation' : 'subscription_confirmation', {
      business_line: data.business_line,
      animal_race_slug: data.animal_race_slug,
      partner_key: data.partner_key,
      referrer_key: data.referrer_key,
      payment_method: data.payment_method,
      amount: data.amount,
    });
  }, [isReady, data, kind]);

  const title = t(
    kind === 'offer' ? 'subscription.confirmation.titleOffer' : 'subscription.confirmation.title',
  );
  const query = channelQuery(data?.partner_key, data?.referrer_key);
  const animal = data && isBusinessLine(data.business_line) ? data.business_line : undefined;

  return (
    <div className="container wizard confirmation">
      <PageHeading title={title} />
      {!token || pdf.isError ? (
        <p role="alert">{t('subscription.confirmation.unknown')}</p>
      ) : (
        <>
          {/* one live region: the waiting message, then the thanks, are announced */}
          <div role="status">
            {isReady ? (
              <p className="lead">
                {t(
                  kind === 'offer'
                    ? 'subscription.confirmation.thanksOffer'
                    : 'subscription.confirmation.thanks',
                  { name: data?.animal_name ?? '' },
                )}
              </p>
            ) : (
              <p className="confirmation__pending">{t('subscription.confirmation.pending')}</p>
            )}
          </div>
          {isReady && (
            <>
              <p>
                <a className="button" href={data?.path ?? undefined} download>
                  {t(
                    kind === 'offer'
                      ? 'subscription.confirmation.downloadOffer'
                      : 'subscription.confirmation.download',
                  )}
                </a>
              </p>
              {isOwnChannel(data?.partner_key) && (
                <ul className="confirmation__links">
                  <li>
                    <Link to={href('subscription-step-1', locale, {}, { animal, ...query })}>
                      {t('subscription.confirmation.another')}
                    </Link>
                  </li>
                  <li>
                    <Link to={href('home', locale, {}, query)}>
                      {t('subscription.confirmation.home')}
                    </Link>
                  </li>
                </ul>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}

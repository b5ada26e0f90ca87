import { brand } from '@app/domain/brand';
import { isBusinessLine } from '@app/domain/business-lines';
import { toSwissDate } from '@app/domain/dates/calendar';
import { formatChf } from '@app/domain/format/chf';
import { href } from '@app/domain/routes';
import { isOwnChannel } from '@app/domain/subscriptions/channel';
import type { HealthCertificateReason } from '@app/domain/subscriptions/online-subscription';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { analytics } from '../../lib/analytics';
import { PageHeading } from '../../ui/page-heading';
import { type SubscriptionPdf, useSubscriptionPdf } from './api/use-subscription-pdf';
import { FirstInvoiceTable } from './components/first-invoice-table';
import { useWizardContext } from './use-wizard-context';
import './components/wizard.css';

/** pid and rid of the links back to step 1: each omitted when it is the product's own key. */
function channelQuery(partnerKey?: string | null, referrerKey?: string | null) {
  const keep = (key?: string | null) => (key && key !== brand.ownPartnerKey ? key : undefined);
  return { pid: keep(partnerKey), rid: keep(referrerKey) };
}

type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * The confirmation screens (spec 000 §2.4, §4; issue 12): the documents are polled once per
 * second ("may take up to 30 seconds", and no longer: then the page says so), then the user is
 * thanked by the animal's name and given what a careful insurer states: the policy number, the
 * first invoice line by line with its due date, the downloads (policy or offer, and invoice),
 * what happens next (the e-mail, the payment, the 14-day right of withdrawal of art. 2a
 * VVG/LCA) or, for an offer, what the customer must do; on the own channel, links to insure
 * another animal and to the home page.
 */
export function ConfirmationPage({ kind }: { kind: 'subscription' | 'offer' }) {
  const intl = useIntl();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
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

  if (!token || pdf.isUnknown || (pdf.isError && !data)) {
    return (
      <div className="container wizard confirmation">
        <PageHeading title={title} />
        <p role="alert">
          {t(pdf.isUnknown || !token ? 'subscription.confirmation.unknown' : 'ui.error.generic')}
        </p>
      </div>
    );
  }

  return (
    <div className="container wizard confirmation">
      <PageHeading title={title} />
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
        ) : pdf.isTimedOut ? (
          <p>{t('subscription.confirmation.timedOut')}</p>
        ) : (
          <p className="confirmation__pending">{t('subscription.confirmation.pending')}</p>
        )}
      </div>
      {pdf.isTimedOut && (
        <p>
          <button type="button" className="button button--secondary" onClick={pdf.pollAgain}>
            {t('subscription.confirmation.checkAgain')}
          </button>
        </p>
      )}
      {isReady && data && (
        <>
          <Documents data={data} kind={kind} t={t} />
          {kind === 'offer' ? (
            <OfferNext data={data} t={t} />
          ) : (
            <SubscriptionFacts data={data} locale={locale} t={t} />
          )}
          {isOwnChannel(data.partner_key) && (
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
    </div>
  );
}

/** The policy or offer, and the invoice with its QR-bill once it is ready. */
function Documents({
  data,
  kind,
  t,
}: {
  data: SubscriptionPdf;
  kind: 'subscription' | 'offer';
  t: Translate;
}) {
  const invoice =
    data.documents?.find((document) => document.kind === 'invoice')?.path ?? data.invoice_path;
  return (
    <ul className="confirmation__downloads">
      <li>
        <a className="button" href={data.path ?? undefined} download>
          {t(
            kind === 'offer'
              ? 'subscription.confirmation.downloadOffer'
              : 'subscription.confirmation.download',
          )}
        </a>
      </li>
      {invoice ? (
        <li>
          <a className="button button--secondary" href={invoice} download>
            {t('subscription.confirmation.downloadInvoice')}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** A subscription: its number, start, first invoice, and what happens next. */
function SubscriptionFacts({
  data,
  locale,
  t,
}: {
  data: SubscriptionPdf;
  locale: 'fr' | 'de';
  t: Translate;
}) {
  const isOnline = data.payment_method === 'online';
  const dueDate = data.first_invoice?.due_date;
  return (
    <>
      <dl className="confirmation__facts">
        {data.policy_number ? (
          <div>
            <dt>{t('subscription.confirmation.policyNumber')}</dt>
            <dd>{data.policy_number}</dd>
          </div>
        ) : null}
        {data.policy_start_date ? (
          <div>
            <dt>{t('subscription.field.startDate')}</dt>
            <dd>{toSwissDate(data.policy_start_date)}</dd>
          </div>
        ) : null}
        {data.amount != null ? (
          <div>
            <dt>
              {t(
                isOnline
                  ? 'subscription.confirmation.amountPaid'
                  : 'subscription.confirmation.amountDue',
              )}
            </dt>
            <dd>{formatChf(data.amount)}</dd>
          </div>
        ) : null}
        {dueDate ? (
          <div>
            <dt>{t('subscription.confirmation.dueDate')}</dt>
            <dd>{toSwissDate(dueDate)}</dd>
          </div>
        ) : null}
      </dl>
      {data.first_invoice ? (
        <FirstInvoiceTable
          lines={data.first_invoice.lines}
          total={data.first_invoice.total}
          locale={locale}
          caption={t('subscription.recap.firstInvoice')}
          className="recap__lines confirmation__invoice"
        />
      ) : null}
      <h2>{t('subscription.confirmation.nextTitle')}</h2>
      <ul className="confirmation__next">
        <li>
          {t(
            isOnline
              ? 'subscription.confirmation.nextEmailOnline'
              : 'subscription.confirmation.nextEmailInvoice',
          )}
        </li>
        {isOnline ? (
          <li>{t('subscription.confirmation.nextPaid')}</li>
        ) : dueDate ? (
          <li>{t('subscription.confirmation.nextPay', { date: toSwissDate(dueDate) })}</li>
        ) : null}
        <li>{t('subscription.confirmation.withdrawal')}</li>
      </ul>
    </>
  );
}

const certificateReasons: Record<HealthCertificateReason, string> = {
  age: 'subscription.confirmation.certificate.age',
  treatment: 'subscription.confirmation.certificate.treatment',
};

/** An offer: what the customer must do for it to become a contract (spec 000 §4, issue 12). */
function OfferNext({ data, t }: { data: SubscriptionPdf; t: Translate }) {
  const reasons = data.health_certificate_reasons ?? [];
  const validUntil = data.offer_valid_until ? toSwissDate(data.offer_valid_until) : null;
  return (
    <>
      {data.policy_number ? (
        <dl className="confirmation__facts">
          <div>
            <dt>{t('subscription.confirmation.offerNumber')}</dt>
            <dd>{data.policy_number}</dd>
          </div>
          {validUntil ? (
            <div>
              <dt>{t('subscription.confirmation.validUntil')}</dt>
              <dd>{validUntil}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <h2>{t('subscription.confirmation.offerNextTitle')}</h2>
      <ol className="confirmation__next">
        <li>{t('subscription.confirmation.offerEmail')}</li>
        <li>
          {t(
            validUntil
              ? 'subscription.confirmation.offerSign'
              : 'subscription.confirmation.offerSignNoDate',
            { date: validUntil ?? '', email: brand.contactEmail },
          )}
        </li>
        {reasons.length > 0 ? (
          <li>
            {t('subscription.confirmation.offerCertificate')}
            <ul>
              {reasons.map((reason) => (
                <li key={reason}>{t(certificateReasons[reason])}</li>
              ))}
            </ul>
          </li>
        ) : null}
        <li>{t('subscription.confirmation.offerContract')}</li>
      </ol>
    </>
  );
}

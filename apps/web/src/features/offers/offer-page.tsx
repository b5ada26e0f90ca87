import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import { href, localeOfPath } from '@app/domain/routes';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '../../app/page-heading';
import { PromoBanner } from '../../app/promo-banner';
import {
  formatDeductibles,
  horseProducts,
  type OfferCta,
  type OfferKey,
  type OfferSection,
  offers,
} from './offer-content';
import './offers.css';

// spec 000 §2.2: the dog and cat quick calculator, its own chunk (API client, pricing, zod)
const QuickCalculator = lazy(() => import('../subscription/quick-calculator/quick-calculator'));
// spec 000 §2.3: the horse quick calculator, its own chunk as well
const HorseQuickCalculator = lazy(
  () => import('../subscription/quick-calculator/horse-quick-calculator'),
);

function mailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

function CallToAction({ cta, locale }: { cta: OfferCta; locale: Locale }) {
  const intl = useIntl();
  if (cta.kind === 'subscribe') {
    return (
      <Link className="button" to={href('subscription-step-1', locale, {}, { animal: cta.animal })}>
        {intl.formatMessage(cta.label)}
      </Link>
    );
  }
  if (cta.kind === 'request') {
    return (
      <div className="offer-actions">
        <Link
          className="button"
          to={href('help.conseils-produits', locale, { page: 'assurance-pour-animaux-de-ferme' })}
        >
          {intl.formatMessage({ id: 'request.cta' })}
        </Link>
        <a
          className="button button--secondary"
          href={mailto(brand.contactEmail, intl.formatMessage({ id: 'request.mailSubject' }))}
        >
          {intl.formatMessage({ id: 'request.mail' }, { email: brand.contactEmail })}
        </a>
      </div>
    );
  }
  return (
    <a
      className="button"
      href={mailto(brand.contactEmail, intl.formatMessage({ id: 'generali.mailSubject' }))}
    >
      {intl.formatMessage({ id: 'generali.cta' })}
    </a>
  );
}

function HorseProductTable() {
  const intl = useIntl();
  return (
    <table className="product-table">
      <caption>{intl.formatMessage({ id: 'horses.products.caption' })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'horses.products.product' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'horses.products.deductibles' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'horses.products.assistance' })}</th>
        </tr>
      </thead>
      <tbody>
        {horseProducts.map((product) => (
          <tr key={product.name}>
            <th scope="row">
              {product.name}
              {product.isRecommended && (
                <span className="badge">
                  {intl.formatMessage({ id: 'horses.products.recommended' })}
                </span>
              )}
            </th>
            <td>{formatDeductibles(intl, product.deductibles)}</td>
            <td>{intl.formatMessage(product.assistance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ section }: { section: OfferSection }) {
  const intl = useIntl();
  const headingId = `offer-section-${section.key}`;
  const texts = section.items.map((item) => ({
    key: item.id,
    text: intl.formatMessage({ id: item.id }, item.values?.(intl)),
  }));
  return (
    <section className="offer-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(section.heading)}</h2>
      {section.hasProductTable ? (
        <>
          {texts.map(({ key, text }) => (
            <p key={key}>{text}</p>
          ))}
          <HorseProductTable />
        </>
      ) : (
        <ul className="check-list">
          {texts.map(({ key, text }) => (
            <li key={key}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The offer pages of spec 000 §2.1: dogs, cats, horses, farm animals, cattle, birds, partner. */
export default function OfferPage({ offer: offerKey }: { offer: OfferKey }) {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  const offer = offers[offerKey];
  const title = intl.formatMessage(offer.title);
  const ctaText =
    offer.cta.kind === 'subscribe'
      ? { id: 'offers.cta.subscribeText' }
      : offer.cta.kind === 'request'
        ? { id: 'offers.cta.requestText' }
        : { id: 'offers.cta.partnerText' };

  return (
    <>
      <div className="offer-hero">
        <div className="container offer-hero__inner">
          <img className="offer-hero__image" src={offer.image} width="96" height="96" alt="" />
          <div>
            <PageHeading title={title} />
            <p className="lead">{intl.formatMessage(offer.lead, offer.leadValues?.(intl))}</p>
            <CallToAction cta={offer.cta} locale={locale} />
          </div>
        </div>
      </div>
      <div className="container offer-body">
        {offer.cta.kind === 'subscribe' &&
          (offer.cta.animal === 'dog' || offer.cta.animal === 'cat') && (
            <Suspense fallback={null}>
              <QuickCalculator businessLine={offer.cta.animal} />
            </Suspense>
          )}
        {offer.cta.kind === 'subscribe' && offer.cta.animal === 'horse' && (
          <Suspense fallback={null}>
            <HorseQuickCalculator />
          </Suspense>
        )}
        {offer.sections.map((section) => (
          <Section key={section.key} section={section} />
        ))}
        <section className="offer-cta" aria-labelledby="offer-cta-title">
          <h2 id="offer-cta-title">
            {intl.formatMessage(
              offer.cta.kind === 'subscribe'
                ? { id: 'offers.cta.subscribeTitle' }
                : { id: 'offers.cta.requestTitle' },
            )}
          </h2>
          <p>
            {intl.formatMessage(ctaText, {
              email: (
                <a key="email" href={`mailto:${brand.contactEmail}`}>
                  {brand.contactEmail}
                </a>
              ),
            })}
          </p>
          <CallToAction cta={offer.cta} locale={locale} />
        </section>
      </div>
      {offer.hasPromoBanner && <PromoBanner />}
    </>
  );
}

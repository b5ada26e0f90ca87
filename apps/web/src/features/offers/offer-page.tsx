import { brand } from '@app/domain/brand';
import type { Locale } from '@app/domain/locale';
import { href, localeOfPath, type RouteName } from '@app/domain/routes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { PageHeading } from '../../ui/page-heading';
import { PartnerLogo } from '../../ui/partner-logo';
import { PromoBanner } from '../../ui/promo-banner';
import {
  formatDeductibles,
  horseProducts,
  type OfferCta,
  type OfferKey,
  type OfferSection,
  offers,
  type SubscribableAnimal,
} from './offer-content';
import './offers.css';

function CallToAction({ cta, route, locale }: { cta: OfferCta; route: RouteName; locale: Locale }) {
  const intl = useIntl();
  if (cta.kind === 'subscribe') {
    return (
      <div className="offer-actions">
        <Link
          className="button"
          to={href('subscription-step-1', locale, {}, { animal: cta.animal })}
        >
          {intl.formatMessage(cta.label)}
        </Link>
        {/* spec 002 §2: the offer request is also used for dog, cat and horse */}
        <Link
          className="button button--secondary"
          to={href('offer-request', locale, {}, { animal: cta.animal, origin: route })}
        >
          {intl.formatMessage({ id: 'offers.cta.customOffer' })}
        </Link>
      </div>
    );
  }
  if (cta.kind === 'request') {
    return (
      <Link
        className="button"
        to={href('offer-request', locale, {}, { animal: cta.animal, origin: route })}
      >
        {intl.formatMessage({ id: 'request.cta' })}
      </Link>
    );
  }
  // the partner insurer's page: the other species' form, and the intermediaries' form
  return (
    <div className="offer-actions">
      <Link className="button" to={href('animal-species', locale)}>
        {intl.formatMessage({ id: 'generali.cta' })}
      </Link>
      {/* the partner insurer's channel: its animals and the link to its other animals */}
      <Link
        className="button button--secondary"
        to={href('partner-offer-request', locale, {}, { pid: brand.partnerInsurerKey })}
      >
        {intl.formatMessage({ id: 'generali.agentCta' })}
      </Link>
    </div>
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

function CalculatorSlot({
  animal,
  quickCalculator,
}: {
  animal: SubscribableAnimal;
  quickCalculator: (animal: SubscribableAnimal, placeholder: ReactNode) => ReactNode;
}) {
  const placeholder = (
    <div
      className={`offer-calculator-placeholder${animal === 'horse' ? ' offer-calculator-placeholder--horse' : ''}`}
    />
  );
  // no Suspense boundary of its own here: the app's calculator is an AfterHydration, its own
  // boundary once hydrated; a boundary in the prerendered page would be hydrated after the page,
  // which would then be marked hydrated (`data-hydrated`) before the calculator is counted
  return quickCalculator(animal, placeholder);
}

/**
 * The offer pages of spec 000 §2.1: dogs, cats, horses, farm animals, cattle, birds, partner.
 * The quick calculator of a subscribable animal (§2.2, §2.3) belongs to the subscription
 * feature: the app passes it in, lazily loaded (a feature never imports another).
 */
export default function OfferPage({
  offer: offerKey,
  quickCalculator,
  callbackWidget,
}: {
  offer: OfferKey;
  /** `placeholder` keeps the calculator's place until it is there (issue 14: no layout shift). */
  quickCalculator?: (animal: SubscribableAnimal, placeholder: ReactNode) => ReactNode;
  /** spec 002 "Callback widget" of the public forms, for the offers that have one. */
  callbackWidget?: () => ReactNode;
}) {
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
            <CallToAction cta={offer.cta} route={offer.route} locale={locale} />
          </div>
          {offer.cta.kind === 'partner' ? (
            <PartnerLogo
              name="Generali"
              label={intl.formatMessage({ id: 'generali.logoCaption' })}
            />
          ) : null}
        </div>
      </div>
      <div className="container offer-body">
        {offer.cta.kind === 'subscribe' && quickCalculator ? (
          <CalculatorSlot animal={offer.cta.animal} quickCalculator={quickCalculator} />
        ) : null}
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
          <CallToAction cta={offer.cta} route={offer.route} locale={locale} />
        </section>
        {/* an AfterHydration as well: no boundary of its own here (see CalculatorSlot) */}
        {offer.hasCallback && callbackWidget ? callbackWidget() : null}
      </div>
      {offer.hasPromoBanner && <PromoBanner />}
    </>
  );
}

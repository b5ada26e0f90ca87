import { brand } from '@app/domain/brand';
import { useIntl } from 'react-intl';
import './promo-banner.css';

/** spec 000 §1: up to 20% off horse death insurance, with the trade-fair reference and contact. */
export function PromoBanner() {
  const intl = useIntl();
  // the fair's town in the page's language (issue 12: "Bern", not "Berne", in German)
  const fair = intl.locale.startsWith('de') ? brand.tradeFairDe : brand.tradeFair;
  return (
    <aside className="promo-banner" aria-labelledby="promo-banner-title">
      <div className="container promo-banner__inner">
        <h2 id="promo-banner-title">{intl.formatMessage({ id: 'promo.title' })}</h2>
        <p>
          {intl.formatMessage(
            { id: 'promo.text' },
            {
              fair,
              email: (
                <a key="email" href={`mailto:${brand.agentEmail}`}>
                  {brand.agentEmail}
                </a>
              ),
            },
          )}
        </p>
      </div>
    </aside>
  );
}

import { localeOfPath } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { PageHeading } from '../../app/page-heading';
import { PromoBanner } from '../../app/promo-banner';
import { AnimalPicker } from './animal-picker';
import { HomeCarousel } from './carousel/home-carousel';
import './home.css';

export default function HomePage() {
  const intl = useIntl();
  const locale = localeOfPath(useLocation().pathname);
  return (
    <>
      <div className="home-hero">
        <div className="container">
          <PageHeading title={intl.formatMessage({ id: 'home.documentTitle' })}>
            {intl.formatMessage({ id: 'home.title' })}
          </PageHeading>
          <p className="lead">{intl.formatMessage({ id: 'home.intro' })}</p>
          <AnimalPicker locale={locale} />
        </div>
      </div>
      <PromoBanner />
      <div className="container home-carousel-section">
        <HomeCarousel locale={locale} />
      </div>
    </>
  );
}

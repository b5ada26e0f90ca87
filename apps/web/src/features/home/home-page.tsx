import { href, localeOfPath } from '@app/domain/routes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { BannerCarousel } from '../../ui/banner-carousel';
import { PageHeading } from '../../ui/page-heading';
import { PromoBanner } from '../../ui/promo-banner';
import { AnimalPicker } from './animal-picker';
import { homeBanners } from './banners';
import { HomeCarousel } from './carousel/home-carousel';
import './home.css';

/**
 * The home page. `contests` is the contests section of the public forms (summer contest and dog
 * draw in modals, spec 002 §2), passed in by the app (a feature never imports another).
 */
export default function HomePage({ contests }: { contests?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = localeOfPath(useLocation().pathname);
  return (
    <>
      <div className="home-hero">
        <div className="container">
          <PageHeading title={t('home.documentTitle')}>{t('home.title')}</PageHeading>
          <p className="lead">{t('home.intro')}</p>
          <AnimalPicker locale={locale} />
        </div>
      </div>
      <PromoBanner />
      <div className="container home-carousel-section">
        <HomeCarousel locale={locale} />
      </div>
      {contests ? <div className="container home-section">{contests}</div> : null}
      {/* the carousel is the region (named as the heading): no second one around it */}
      <div className="container home-section">
        <h2>{t('home.banners.title')}</h2>
        <BannerCarousel
          label={t('home.banners.title')}
          banners={homeBanners.map((banner) => ({
            key: banner.key,
            thumbnail: banner.thumbnail,
            icon: banner.icon,
            title: intl.formatMessage(banner.title),
            url: href(banner.route, locale),
            buttonText: banner.button ? intl.formatMessage(banner.button) : undefined,
          }))}
        />
      </div>
    </>
  );
}

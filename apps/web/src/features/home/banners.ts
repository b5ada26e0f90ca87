import type { RouteName } from '@app/domain/routes';
import dogIcon from '../../assets/animal-dog.svg';
import horseIcon from '../../assets/animal-horse.svg';
import otherIcon from '../../assets/animal-other.svg';
import careersImage from '../../assets/banner-careers.svg';
import dogsImage from '../../assets/banner-dogs-mobile.svg';
import horsesImage from '../../assets/banner-horses-mobile.svg';
import chiImage from '../../assets/chi-hero.svg';

export interface HomeBanner {
  key: string;
  route: RouteName;
  thumbnail: string;
  icon?: string;
  title: { id: string };
  /** Absent: the carousel's 'Découvrez nos offres' (spec 002 §3 default button_text). */
  button?: { id: string };
}

/**
 * The global banner list of the news-style carousel (spec 002: thumbnail, optional icon, title,
 * url, button_text): five banners, the indicator's '01' to '05'.
 */
export const homeBanners: HomeBanner[] = [
  {
    key: 'dogs',
    route: 'offers-dogs',
    thumbnail: dogsImage,
    icon: dogIcon,
    title: { id: 'home.banners.dogs' },
  },
  {
    key: 'horses',
    route: 'offers-horses',
    thumbnail: horsesImage,
    icon: horseIcon,
    title: { id: 'home.banners.horses' },
  },
  {
    key: 'contests',
    route: 'contests',
    thumbnail: chiImage,
    title: { id: 'home.banners.contests' },
    button: { id: 'home.banners.contestsButton' },
  },
  {
    key: 'other-animals',
    route: 'animal-species',
    thumbnail: otherIcon,
    title: { id: 'home.banners.otherAnimals' },
  },
  {
    key: 'careers',
    route: 'careers',
    thumbnail: careersImage,
    title: { id: 'home.banners.careers' },
    button: { id: 'home.banners.careersButton' },
  },
];

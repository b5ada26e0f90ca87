import type { RouteName } from '@app/domain/routes';
import catThumbnail from '../../../assets/animal-cat.svg';
import dogThumbnail from '../../../assets/animal-dog.svg';
import horseThumbnail from '../../../assets/animal-horse.svg';
import catsDesktop from '../../../assets/banner-cats-desktop.svg';
import catsMobile from '../../../assets/banner-cats-mobile.svg';
import dogsDesktop from '../../../assets/banner-dogs-desktop.svg';
import dogsMobile from '../../../assets/banner-dogs-mobile.svg';
import horsesDesktop from '../../../assets/banner-horses-desktop.svg';
import horsesMobile from '../../../assets/banner-horses-mobile.svg';

export interface CarouselSlide {
  key: string;
  route: RouteName;
  title: { id: string };
  button: { id: string };
  desktopImage: string;
  mobileImage: string;
  thumbnail: string;
}

/** spec 002 "Home banner carousel": exactly three slides. */
export const homeSlides: CarouselSlide[] = [
  {
    key: 'horses',
    route: 'offers-horses',
    title: { id: 'carousel.horses.title' },
    button: { id: 'carousel.horses.button' },
    desktopImage: horsesDesktop,
    mobileImage: horsesMobile,
    thumbnail: horseThumbnail,
  },
  {
    key: 'dogs',
    route: 'offers-dogs',
    title: { id: 'carousel.dogs.title' },
    button: { id: 'carousel.dogs.button' },
    desktopImage: dogsDesktop,
    mobileImage: dogsMobile,
    thumbnail: dogThumbnail,
  },
  {
    key: 'cats',
    route: 'offers-cats',
    title: { id: 'carousel.cats.title' },
    button: { id: 'carousel.cats.button' },
    desktopImage: catsDesktop,
    mobileImage: catsMobile,
    thumbnail: catThumbnail,
  },
];

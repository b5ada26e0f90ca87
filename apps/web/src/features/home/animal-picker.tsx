import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import birdImage from '../../assets/animal-bird.svg';
import catImage from '../../assets/animal-cat.svg';
import cattleImage from '../../assets/animal-cattle.svg';
import dogImage from '../../assets/animal-dog.svg';
import farmAnimalImage from '../../assets/animal-farm-animal.svg';
import horseImage from '../../assets/animal-horse.svg';

interface AnimalOption {
  key: string;
  label: { id: string };
  image: string;
  to: (locale: Locale) => string;
}

// spec 000 §2.1: dog, cat and horse start the subscription; the others lead to their offer page.
const online: AnimalOption[] = [
  {
    key: 'dog',
    label: { id: 'animal.dog' },
    image: dogImage,
    to: (locale) => href('subscription-step-1', locale, {}, { animal: 'dog' }),
  },
  {
    key: 'cat',
    label: { id: 'animal.cat' },
    image: catImage,
    to: (locale) => href('subscription-step-1', locale, {}, { animal: 'cat' }),
  },
  {
    key: 'horse',
    label: { id: 'animal.horse' },
    image: horseImage,
    to: (locale) => href('subscription-step-1', locale, {}, { animal: 'horse' }),
  },
];

const onRequest: AnimalOption[] = [
  {
    key: 'cattle',
    label: { id: 'animal.cattle' },
    image: cattleImage,
    to: (locale) => href('offers-cattle', locale),
  },
  {
    key: 'bird',
    label: { id: 'animal.bird' },
    image: birdImage,
    to: (locale) => href('offers-birds', locale),
  },
  {
    key: 'farm-animal',
    label: { id: 'animal.farmAnimal' },
    image: farmAnimalImage,
    to: (locale) => href('offers-farm-animals', locale),
  },
];

function OptionList({ options, locale }: { options: AnimalOption[]; locale: Locale }) {
  const intl = useIntl();
  return (
    <ul className="animal-picker__list">
      {options.map((option) => (
        <li key={option.key}>
          <Link className="animal-picker__option" to={option.to(locale)}>
            <img src={option.image} width="96" height="96" alt="" />
            <span>{intl.formatMessage(option.label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AnimalPicker({ locale }: { locale: Locale }) {
  const intl = useIntl();
  return (
    <section className="animal-picker" aria-labelledby="animal-picker-title">
      <h2 id="animal-picker-title">{intl.formatMessage({ id: 'home.picker.title' })}</h2>
      <div className="animal-picker__groups">
        <div>
          <h3>{intl.formatMessage({ id: 'home.picker.online' })}</h3>
          <OptionList options={online} locale={locale} />
        </div>
        <div>
          <h3>{intl.formatMessage({ id: 'home.picker.onRequest' })}</h3>
          <OptionList options={onRequest} locale={locale} />
        </div>
      </div>
    </section>
  );
}

import { brand } from '@app/domain/brand';
import type { BusinessLine } from '@app/domain/business-lines';
import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import {
  isOfferedOnChannel,
  isOwnChannel,
  isPartnerInsurer,
} from '@app/domain/subscriptions/channel';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
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
  to: (locale: Locale, channel: Channel) => string;
}

/** pid and rid of the visit (spec 000 §2.4), each omitted when it is the product's own key. */
interface Channel {
  pid?: string | undefined;
  rid?: string | undefined;
}

const subscriptionOf =
  (animal: BusinessLine) =>
  (locale: Locale, { pid, rid }: Channel) =>
    href('subscription-step-1', locale, {}, { animal, pid, rid });

// spec 000 §2.1: dog, cat and horse start the subscription; the others lead to their offer page.
const online: (AnimalOption & { businessLine: BusinessLine })[] = [
  {
    key: 'dog',
    businessLine: 'dog',
    label: { id: 'animal.dog' },
    image: dogImage,
    to: subscriptionOf('dog'),
  },
  {
    key: 'cat',
    businessLine: 'cat',
    label: { id: 'animal.cat' },
    image: catImage,
    to: subscriptionOf('cat'),
  },
  {
    key: 'horse',
    businessLine: 'horse',
    label: { id: 'animal.horse' },
    image: horseImage,
    to: subscriptionOf('horse'),
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

function OptionList({
  options,
  locale,
  channel,
}: {
  options: AnimalOption[];
  locale: Locale;
  channel: Channel;
}) {
  const intl = useIntl();
  return (
    <ul className="animal-picker__list">
      {options.map((option) => (
        <li key={option.key}>
          <Link className="animal-picker__option" to={option.to(locale, channel)}>
            <img src={option.image} width="96" height="96" alt="" />
            <span>{intl.formatMessage(option.label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home animal picker (spec 000 §2.1). On a partner channel (`?pid=`, spec 000 §1, §6) it
 * offers the dog and the cat only, its links keep the channel, and the partner insurer's key
 * adds the link to its own page for the other animals.
 */
export function AnimalPicker({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const keep = (key: string | null) => (key && key !== brand.ownPartnerKey ? key : undefined);
  const channel: Channel = { pid: keep(search.get('pid')), rid: keep(search.get('rid')) };
  const isOwn = isOwnChannel(channel.pid);
  const offered = online.filter((option) => isOfferedOnChannel(option.businessLine, channel.pid));
  return (
    <section className="animal-picker" aria-labelledby="animal-picker-title">
      <h2 id="animal-picker-title">{intl.formatMessage({ id: 'home.picker.title' })}</h2>
      <div className="animal-picker__groups">
        <div>
          <h3>{intl.formatMessage({ id: 'home.picker.online' })}</h3>
          <OptionList options={offered} locale={locale} channel={channel} />
        </div>
        {isOwn && (
          <div>
            <h3>{intl.formatMessage({ id: 'home.picker.onRequest' })}</h3>
            <OptionList options={onRequest} locale={locale} channel={channel} />
          </div>
        )}
        {isPartnerInsurer(channel.pid) && (
          <div>
            <h3>{intl.formatMessage({ id: 'home.picker.onRequest' })}</h3>
            <p>
              <Link to={href('offers-generali', locale)}>
                {intl.formatMessage({ id: 'channel.otherAnimals' })}
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

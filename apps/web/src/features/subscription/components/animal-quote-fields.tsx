import type { BusinessLine } from '@app/domain/business-lines';
import { toSwissDate } from '@app/domain/dates/calendar';
import { allowedStartDates } from '@app/domain/dates/start-window';
import type { Breed } from '@app/domain/schemas/catalog';
import type { RaceType } from '@app/domain/schemas/subscriptions';
import {
  breedFieldsOf,
  breedIdsForRaceType,
  orderBreeds,
  unknownDogBreedSlug,
} from '@app/domain/subscriptions/breeds';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { BreedCombobox } from '../../../ui/breed-combobox';
import { DateField, RadioGroupField, SelectField, TextField } from '../../../ui/inputs';
import type { BoundField } from '../../../ui/use-schema-fields';

interface AnimalQuoteFieldsProps {
  businessLine: BusinessLine;
  animalName: BoundField;
  /** The dog's breed type (the wizard and the dog calculator). */
  raceType?: BoundField | undefined;
  firstBreed: BoundField;
  secondBreed?: BoundField | undefined;
  birthDate: BoundField;
  startDate: BoundField;
  firstOptions: readonly Breed[];
  secondOptions?: readonly Breed[];
  isQuickCalculator?: boolean;
  isLoading?: boolean;
  /** The comboboxes' names (the calculators on an offer page prefix theirs). */
  namePrefix?: string;
  birthHint?: string;
  /**
   * spec 000 §4: a new birth date clears the start date in the calculators; the wizard keeps
   * a start date that is still in the new window.
   */
  isStartClearedOnBirthChange?: boolean;
  today: string;
}

/**
 * The animal of a quote (spec 000 §2.2–§2.4, §4, §5), the same in the wizard's first step and
 * in the quick calculators: name, breed type, breed 1 and 2 (the dearer one first), birth date and
 * the start dates its window allows. The rules are the domain's.
 */
function AnimalQuoteFieldsOf({
  businessLine,
  animalName,
  raceType,
  firstBreed,
  secondBreed,
  birthDate,
  startDate,
  firstOptions,
  secondOptions = firstOptions,
  isQuickCalculator = false,
  isLoading = false,
  namePrefix = '',
  birthHint,
  isStartClearedOnBirthChange = false,
  today,
}: AnimalQuoteFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const watchedType = useWatch({
    control: firstBreed.control,
    name: raceType?.name ?? firstBreed.name,
    disabled: !raceType,
  });
  const type: RaceType = raceType ? ((watchedType as RaceType | undefined) ?? 'pure') : 'pure';
  const birth = useWatch({ control: birthDate.control, name: birthDate.name }) as string;
  const { hasFirstBreed, hasSecondBreed } = breedFieldsOf(businessLine, type, {
    isQuickCalculator,
  });

  // spec 000 §4: breed type inconnu takes the breed "divers"; another type clears the breeds
  const diversId = firstOptions.find((breed) => breed.slug === unknownDogBreedSlug)?.id;
  const previousType = useRef(type);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bound fields change with their errors; the rule follows the type only
  useEffect(() => {
    const previous = previousType.current;
    previousType.current = type;
    if (!raceType || businessLine !== 'dog') return;
    const ids = {
      first: String(firstBreed.getValue() ?? ''),
      second: String(secondBreed?.getValue() ?? ''),
    };
    const next = breedIdsForRaceType(
      type,
      ids,
      diversId === undefined ? undefined : String(diversId),
      previous,
    );
    if (next.first !== ids.first) firstBreed.setValue(next.first);
    if (next.second !== ids.second) secondBreed?.setValue(next.second);
  }, [type, diversId, businessLine]);

  const startDates = useMemo(() => allowedStartDates(birth ?? '', today), [birth, today]);
  // spec 000 §4: the start date follows the birth date
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the allowed dates change
  useEffect(() => {
    const start = String(startDate.getValue() ?? '');
    if (start && (isStartClearedOnBirthChange || !startDates.includes(start))) {
      startDate.setValue('');
    }
  }, [startDates]);

  const choose = (which: BoundField, breed: Breed | undefined) => {
    which.setValue(breed ? String(breed.id) : '');
    const first = firstOptions.find((entry) => String(entry.id) === firstBreed.getValue());
    const second = secondOptions.find((entry) => String(entry.id) === secondBreed?.getValue());
    const [one, two] = orderBreeds(first, second);
    // spec 000 §4: the dearer breed is breed 1 ("Autres (Chat)" never is)
    if (one !== first && one && firstOptions.includes(one as Breed)) {
      firstBreed.setValue(String(one.id));
      secondBreed?.setValue(two ? String(two.id) : '');
    }
  };

  return (
    <>
      <TextField field={animalName} label={t('subscription.field.animalName')} autoComplete="off" />
      {raceType && businessLine === 'dog' && (
        <RadioGroupField
          field={raceType}
          legend={t('subscription.field.raceType')}
          options={[
            { value: 'pure', label: t('subscription.raceType.pure') },
            { value: 'croise', label: t('subscription.raceType.croise') },
            { value: 'inconnu', label: t('subscription.raceType.inconnu') },
          ]}
        />
      )}
      {hasFirstBreed && (
        <BreedField
          field={firstBreed}
          name={`${namePrefix}${firstBreed.name}`}
          label={t(hasSecondBreed ? 'subscription.field.breed1' : 'subscription.field.breed')}
          breeds={firstOptions}
          onChoose={(breed) => choose(firstBreed, breed)}
          // spec 000 §5: breed 1 is required unless the breed type is inconnu
          isRequired
          isLoading={isLoading}
        />
      )}
      {hasSecondBreed && secondBreed && (
        <BreedField
          field={secondBreed}
          name={`${namePrefix}${secondBreed.name}`}
          label={t('subscription.field.breed2')}
          breeds={secondOptions}
          onChoose={(breed) => choose(secondBreed, breed)}
          isLoading={isLoading}
        />
      )}
      <DateField field={birthDate} label={t('subscription.field.birthDate')} hint={birthHint} />
      <SelectField
        field={startDate}
        label={t('subscription.field.startDate')}
        hint={startDates.length === 0 ? t('subscription.hint.startDate') : undefined}
        placeholder={t('ui.choose')}
        options={startDates.map((date) => ({ value: date, label: toSwissDate(date) }))}
      />
    </>
  );
}

function BreedField({
  field,
  name,
  label,
  breeds,
  onChoose,
  isRequired,
  isLoading,
}: {
  field: BoundField;
  name: string;
  label: string;
  breeds: readonly Breed[];
  onChoose: (breed: Breed | undefined) => void;
  isRequired?: boolean;
  isLoading: boolean;
}) {
  const { field: controlled } = useController({ control: field.control, name: field.name });
  return (
    <BreedCombobox
      name={name}
      label={label}
      breeds={breeds}
      value={typeof controlled.value === 'string' ? controlled.value : ''}
      onChange={onChoose}
      error={field.error}
      isRequired={isRequired}
      isLoading={isLoading}
      inputRef={controlled.ref}
    />
  );
}

/**
 * Rendered again only when what it is given changes (issue 14): the forms give it fields and
 * options that stay the same objects meanwhile, so that a render of the whole form (react-hook-form
 * renders it twice when it mounts, a price that comes, a value typed elsewhere) skips it.
 */
export const AnimalQuoteFields = memo(AnimalQuoteFieldsOf);

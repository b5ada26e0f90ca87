import type { Locale } from '@app/domain/locale';
import type { Gender } from '@app/domain/schemas/catalog';
import { useIntl } from 'react-intl';
import { RadioGroupField } from '../../../ui/inputs';
import { LoadFailure } from '../../../ui/load-failure';
import { useGenders } from '../api/use-genders';

/**
 * The horse's sex, asked next to the foal option (decisions.md "The foal cover is for mares"):
 * the foal cover insures the foal of the insured mare, so it is offered once the horse is known
 * to be a mare. The same catalogue genders as the animal step, which then shows the answer.
 */
export function HorseSexField({
  name,
  locale,
  value,
  onChange,
}: {
  name: string;
  locale: Locale;
  value: number | undefined;
  onChange: (gender: Gender) => void;
}) {
  const intl = useIntl();
  const genders = useGenders('horse', locale);
  const legend = intl.formatMessage({ id: 'subscription.horse.option.sex' });
  if (genders.isError) {
    return (
      <div className="field">
        <p className="field__label">{legend}</p>
        <LoadFailure
          message={intl.formatMessage({ id: 'subscription.gendersUnavailable' })}
          onRetry={() => void genders.refetch()}
          isRetrying={genders.isFetching}
        />
      </div>
    );
  }
  if (!genders.data)
    return <p role="status">{intl.formatMessage({ id: 'subscription.loading' })}</p>;
  const list = genders.data;
  return (
    <RadioGroupField
      name={name}
      legend={legend}
      hint={intl.formatMessage({ id: 'subscription.horse.option.sexHint' })}
      value={value === undefined ? undefined : String(value)}
      onChange={(id) => {
        const gender = list.find((entry) => String(entry.id) === id);
        if (gender) onChange(gender);
      }}
      options={list.map((gender) => ({ value: String(gender.id), label: gender.name }))}
    />
  );
}

import { brand } from '@app/domain/brand';
import { type HorseUsage, horseValueCap } from '@app/domain/constants';
import { formatChf } from '@app/domain/format/chf';
import type { Locale } from '@app/domain/locale';
import { capHorseValue, horseValueMaxDigits } from '@app/domain/subscriptions/animal';
import { memo, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MaskedField, SelectField } from '../../../ui/inputs';
import { digitsMask } from '../../../ui/masks';
import type { BoundField } from '../../../ui/use-schema-fields';

const valueMask = digitsMask(horseValueMaxDigits);

/**
 * The horse's value in CHF (step 1, the quick calculator and the animal step). spec 000 §5: a
 * larger value is set to the cap when the field is left; issue 12: the field says so, next to
 * it, as long as the value shown is the one it was set to.
 */
export function HorseValueField({
  field,
  hasHint = true,
}: {
  field: BoundField;
  hasHint?: boolean;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState<string | null>(null);
  const value = useWatch({ control: field.control, name: field.name }) as string | undefined;
  const isCapped = typed !== null && value === String(horseValueCap);
  return (
    <MaskedField
      field={field}
      label={intl.formatMessage({ id: 'subscription.horse.valueLabel' })}
      hint={
        hasHint
          ? intl.formatMessage(
              { id: 'subscription.horse.valueHint' },
              { max: formatChf(horseValueCap) },
            )
          : undefined
      }
      mask={valueMask}
      onBlurValue={(text) => {
        if (text.trim() === '') return text;
        const capped = String(capHorseValue(Number(text)));
        setTyped(capped === text ? null : text);
        return capped;
      }}
      after={
        isCapped ? (
          <span role="status">
            {intl.formatMessage(
              { id: 'subscription.horse.valueCapped' },
              { typed: formatChf(Number(typed)), max: formatChf(horseValueCap) },
            )}
          </span>
        ) : undefined
      }
    />
  );
}

/** The horse's value and usage, with the agent message for usage "other" (step 1 and calculator). */
function HorseValueUsageFieldsOf({
  value,
  usage,
  usages,
  isUsageOther,
  locale,
}: {
  value: BoundField;
  usage: BoundField;
  usages: readonly HorseUsage[];
  isUsageOther: boolean;
  locale: Locale;
}) {
  const intl = useIntl();
  const usageOptions = useMemo(
    () => usages.map((entry) => ({ value: entry.usage_detail, label: entry.label[locale] })),
    [usages, locale],
  );
  return (
    <>
      <HorseValueField field={value} />
      <SelectField
        field={usage}
        label={intl.formatMessage({ id: 'subscription.horse.usage' })}
        options={usageOptions}
      />
      {isUsageOther && (
        <p className="alert" role="alert">
          {intl.formatMessage({ id: 'subscription.horse.usageOther' })}{' '}
          <a href={`mailto:${brand.agentEmail}`}>{brand.agentEmail}</a>
        </p>
      )}
    </>
  );
}

/** Rendered again only when its fields or the usage message change (issue 14). */
export const HorseValueUsageFields = memo(HorseValueUsageFieldsOf);

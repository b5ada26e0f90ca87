import { brand } from '@app/domain/brand';
import { type HorseUsage, horseValueCap } from '@app/domain/constants';
import type { Locale } from '@app/domain/locale';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatChf } from '../../../ui/format-chf';
import { MaskedField, SelectField } from './fields';
import { maskDigits } from './masks';

interface HorseValueUsageFieldsProps {
  /** The registrations of animal_value and usage_detail in the caller's form. */
  value: UseFormRegisterReturn;
  usage: UseFormRegisterReturn;
  valueError?: string | undefined;
  usageError?: string | undefined;
  usages: readonly HorseUsage[];
  isUsageOther: boolean;
  locale: Locale;
  /** Writes the value field: spec 000 §5, a larger value is set to 50000 on blur. */
  onCapValue: (capped: string) => void;
}

/** The horse's value and usage, with the agent message for usage "other" (step 1 and calculator). */
export function HorseValueUsageFields(props: HorseValueUsageFieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <>
      <MaskedField
        label={t('subscription.horse.valueLabel')}
        registration={{
          ...props.value,
          onBlur: (event) => {
            const typed = Number((event.target as HTMLInputElement).value);
            if (typed > horseValueCap) props.onCapValue(String(horseValueCap));
            return props.value.onBlur(event);
          },
        }}
        error={props.valueError}
        hint={t('subscription.horse.valueHint', { max: formatChf(horseValueCap) })}
        mask={(text) => maskDigits(text, 6)}
        isRequired
        autoComplete="off"
      />
      <SelectField
        label={t('subscription.horse.usage')}
        registration={props.usage}
        error={props.usageError}
        options={props.usages.map((entry) => ({
          value: entry.usage_detail,
          label: entry.label[props.locale],
        }))}
        isRequired
      />
      {props.isUsageOther && (
        <p className="wizard__alert" role="alert">
          {t('subscription.horse.usageOther')}{' '}
          <a href={`mailto:${brand.agentEmail}`}>{brand.agentEmail}</a>
        </p>
      )}
    </>
  );
}

import { useIntl } from 'react-intl';
import { RadioGroupField } from '../../../ui/inputs';
import type { BoundField } from '../../../ui/use-schema-fields';

/** Whether a cat lives indoors ('true' or 'false'): asked at step 1 and in the quick calculator. */
export function IndoorCatField({ field }: { field: BoundField }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <RadioGroupField
      field={field}
      legend={t('subscription.field.indoor')}
      options={[
        { value: 'true', label: t('subscription.indoor.yes') },
        { value: 'false', label: t('subscription.indoor.no') },
      ]}
    />
  );
}

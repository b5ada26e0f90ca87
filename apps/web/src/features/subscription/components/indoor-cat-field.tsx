import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { RadioGroupField } from '../../../ui/inputs';
import type { BoundField } from '../../../ui/use-schema-fields';

/** Whether a cat lives indoors ('true' or 'false'): asked at step 1 and in the quick calculator. */
function IndoorCatFieldOf({ field }: { field: BoundField }) {
  const intl = useIntl();
  const options = useMemo(
    () => [
      { value: 'true', label: intl.formatMessage({ id: 'subscription.indoor.yes' }) },
      { value: 'false', label: intl.formatMessage({ id: 'subscription.indoor.no' }) },
    ],
    [intl],
  );
  return (
    <RadioGroupField
      field={field}
      legend={intl.formatMessage({ id: 'subscription.field.indoor' })}
      options={options}
    />
  );
}

/** Rendered again only when its field changes (issue 14: the forms render as values are typed). */
export const IndoorCatField = memo(IndoorCatFieldOf);

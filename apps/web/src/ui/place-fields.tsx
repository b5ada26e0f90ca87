import type { KeyboardEvent, ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Field, fieldStateProps } from './field';
import { type PostcodeLookup, type PostcodeTexts, usePostcodeField } from './postcode-field';
import type { BoundField } from './use-schema-fields';

/**
 * Postcode and place side by side (owner address, place of a claim): four digits look the
 * place up, a few letters of a place search it (usePostcodeField). Both stay free text.
 */
export function PlaceFields({
  zip,
  city,
  zipLabel,
  cityLabel,
  lookup,
  texts,
  className = 'form-row',
}: {
  zip: BoundField;
  city: BoundField;
  zipLabel: ReactNode;
  cityLabel: ReactNode;
  lookup: PostcodeLookup;
  texts: PostcodeTexts;
  className?: string;
}) {
  const postcode = usePostcodeField({ lookup, texts });
  const zipField = useController({ control: zip.control, name: zip.name }).field;
  const cityField = useController({ control: city.control, name: city.name }).field;
  const binding = (field: typeof zipField) => ({
    name: field.name,
    ref: field.ref,
    value: typeof field.value === 'string' ? field.value : String(field.value ?? ''),
    onChange: (text: string) => field.onChange(text),
    onBlur: field.onBlur,
  });
  return (
    <div className={className}>
      <Field {...fieldStateProps(zip)} label={zipLabel} className="field--short">
        {(control) => (
          <div className="postcode-field">
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              {...postcode.zip.inputProps(binding(zipField))}
            />
            {postcode.zip.popup}
          </div>
        )}
      </Field>
      <Field {...fieldStateProps(city)} label={cityLabel}>
        {(control) => (
          <div className="postcode-field">
            <input
              {...control}
              type="text"
              autoComplete="address-level2"
              {...postcode.city.inputProps(binding(cityField))}
            />
            {postcode.city.popup}
          </div>
        )}
      </Field>
    </div>
  );
}

/** spec 001 §7: Enter in an address field must not send the form. */
export function blockEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

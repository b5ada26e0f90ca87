import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Form fields of the wizard: a <label> for every field, the hint and the error tied to it with
 * aria-describedby, aria-invalid while in error (CONVENTIONS "accessible by construction").
 */

export const fieldId = (name: string) => `field-${name.replace(/[^a-z0-9_-]/gi, '-')}`;

export function describedBy(name: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FieldMessages({
  name,
  error,
  hint,
}: {
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${fieldId(name)}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

interface BaseFieldProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  isRequired?: boolean;
}

export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}

export function TextField({
  label,
  registration,
  error,
  hint,
  isRequired,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
}: BaseFieldProps & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  placeholder?: string;
  maxLength?: number;
}) {
  const { name } = registration;
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId(name)}>
        {label}
        {isRequired && <RequiredMark />}
      </label>
      <input
        className="field__input"
        id={fieldId(name)}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(name, error, hint)}
        {...registration}
      />
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}

/** A text input that formats as the user types: dates ##.##.####, phone ### ### ## ##. */
export function MaskedField({
  mask,
  registration,
  ...props
}: Parameters<typeof TextField>[0] & { mask: (text: string) => string }) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      registration={{
        ...registration,
        onChange: (event) => {
          const target = event.target as HTMLInputElement;
          target.value = mask(target.value);
          return registration.onChange(event);
        },
      }}
    />
  );
}

export function SelectField({
  label,
  registration,
  error,
  hint,
  isRequired,
  options,
  placeholder,
}: BaseFieldProps & {
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  const { name } = registration;
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId(name)}>
        {label}
        {isRequired && <RequiredMark />}
      </label>
      <select
        className="field__input"
        id={fieldId(name)}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(name, error, hint)}
        {...registration}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ label, registration, error, hint, isRequired }: BaseFieldProps) {
  const { name } = registration;
  return (
    <div className="field field--checkbox">
      <input
        id={fieldId(name)}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        {...registration}
      />
      <label htmlFor={fieldId(name)}>
        {label}
        {isRequired && <RequiredMark />}
      </label>
      <FieldMessages name={name} error={error} hint={hint} />
    </div>
  );
}

export function RadioGroupField({
  legend,
  registration,
  error,
  hint,
  isRequired,
  options,
  isInline = true,
}: Omit<BaseFieldProps, 'label'> & {
  legend: ReactNode;
  options: { value: string; label: ReactNode; isDisabled?: boolean }[];
  isInline?: boolean;
}) {
  const { name } = registration;
  return (
    <fieldset
      className={`field field--radios${isInline ? ' field--inline' : ''}`}
      aria-describedby={describedBy(name, error, hint)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">
        {legend}
        {isRequired && <RequiredMark />}
      </legend>
      <div className="field__options">
        {options.map((option) => (
          <div className="field__option" key={option.value}>
            <input
              id={`${fieldId(name)}-${option.value}`}
              type="radio"
              value={option.value}
              disabled={option.isDisabled}
              {...registration}
            />
            <label htmlFor={`${fieldId(name)}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <FieldMessages name={name} error={error} hint={hint} />
    </fieldset>
  );
}

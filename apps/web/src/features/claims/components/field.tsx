import type { ReactNode } from 'react';

export interface FieldAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Text after the control, tied to it too (e.g. a remaining-characters counter). */
  after?: ReactNode;
  isRequired?: boolean;
  children: (aria: FieldAria) => ReactNode;
}

/** A labelled control with its hint and its error, both tied with aria-describedby. */
export function Field({ id, label, hint, error, after, isRequired, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const afterId = after ? `${id}-after` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, afterId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`claim-field${error ? ' claim-field--invalid' : ''}`}>
      <label htmlFor={id} className="claim-field__label">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="claim-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {after ? (
        <p id={afterId} className="claim-field__after">
          {after}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="claim-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ChoiceGroupProps {
  id: string;
  legend: string;
  error?: string;
  hint?: ReactNode;
  children: (aria: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** Radio buttons or checkboxes under a legend; the error is tied to every option. */
export function ChoiceGroup({ id, legend, error, hint, children }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`claim-choice${error ? ' claim-field--invalid' : ''}`}>
      <legend className="claim-field__label">{legend}</legend>
      {hint ? (
        <p id={hintId} className="claim-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="claim-choice__options">
        {children({
          'aria-describedby': describedBy,
          ...(error ? { 'aria-invalid': true as const } : {}),
        })}
      </div>
      {error ? (
        <p id={errorId} className="claim-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

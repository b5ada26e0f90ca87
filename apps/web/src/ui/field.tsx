import type { ReactNode } from 'react';
import './field.css';

/**
 * The field wrapper of every form (CONVENTIONS "accessible by construction"): a <label> for
 * the control, the hint and the error tied to it with aria-describedby, aria-invalid while in
 * error, aria-required when required. The control itself is given as a render function so
 * that any input (masked, combobox, select, textarea) takes the same wiring.
 */

export const fieldId = (name: string) => `field-${name.replace(/[^a-z0-9_-]/gi, '-')}`;

/** The state of a field the kit shows: its error and the attributes read from its schema. */
export interface FieldState {
  error?: string | undefined;
  isRequired?: boolean | undefined;
  maxLength?: number | undefined;
}

/**
 * The wrapper's props of a form's field (a BoundField): the id from its name, its error, the
 * required mark and the length limit of its schema.
 */
export function fieldStateProps(field: FieldState & { name: string }) {
  return {
    id: fieldId(field.name),
    error: field.error,
    isRequired: field.isRequired,
    maxLength: field.maxLength,
  };
}

/** What the wrapper gives the control to spread on it. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  maxLength?: number;
}

export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}

/** The ids of a field's texts, in reading order: hint, the text after the control, error. */
export function describedBy(
  id: string,
  texts: { hint?: ReactNode; after?: ReactNode; error?: string | undefined },
): string | undefined {
  const ids = [
    texts.hint ? `${id}-hint` : '',
    texts.after ? `${id}-after` : '',
    texts.error ? `${id}-error` : '',
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The hint and error paragraphs of a field (the error last: what is read last is remembered). */
export function FieldTexts({
  id,
  hint,
  after,
  error,
}: {
  id: string;
  hint?: ReactNode;
  after?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {after ? (
        <p className="field__after" id={`${id}-after`}>
          {after}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface FieldProps extends FieldState {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Text after the control, tied to it too (a remaining-characters counter). */
  after?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint, its counter and its error. */
export function Field({
  id,
  label,
  hint,
  after,
  error,
  isRequired,
  maxLength,
  className,
  children,
}: FieldProps) {
  const control: ControlProps = {
    id,
    className: 'field__input',
    'aria-describedby': describedBy(id, { hint, after, error }),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(isRequired ? { 'aria-required': true as const } : {}),
    ...(maxLength !== undefined ? { maxLength } : {}),
  };
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children(control)}
      <FieldTexts id={id} after={after} error={error} />
    </div>
  );
}

import {
  type ChangeEvent,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  forwardRef,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DatePicker } from './date-picker';
import { describedBy, Field, FieldTexts, fieldId, fieldStateProps, RequiredMark } from './field';
import { dateMask, formatIban, type Mask, phoneMask } from './masks';
import type { BoundField } from './use-schema-fields';

/**
 * The field kit: every input of the site's forms, bound to a react-hook-form field and its
 * schema (useSchemaFields), with no business knowledge. Labels, hints and options come from
 * the caller; which fields are required and how long they may be come from the schema.
 */

interface TextLikeProps {
  field: BoundField;
  label: ReactNode;
  hint?: ReactNode;
  /** Shows "Max. n caractères" under the label, n read from the schema. */
  hasLengthHint?: boolean;
  autoComplete?: string;
  placeholder?: string;
  className?: string;
}

function useLengthHint(field: BoundField, hint: ReactNode, hasLengthHint?: boolean): ReactNode {
  const intl = useIntl();
  if (!hasLengthHint || field.maxLength === undefined) return hint;
  return intl.formatMessage({ id: 'ui.field.maxChars' }, { max: field.maxLength });
}

/** Calls the registration's blur with the value the caller set (a trim, a format). */
function blurThen(field: BoundField, change: (value: string) => string) {
  return (event: FocusEvent<HTMLInputElement>) => {
    const value = event.target.value;
    const next = change(value);
    if (next !== value) field.setValue(next);
    return field.registration.onBlur(event);
  };
}

function TextFieldOf({
  id,
  field,
  label,
  hint,
  hasLengthHint,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  className,
  spellCheck,
  onBlurValue,
  onKeyDown,
}: TextLikeProps & {
  /** The control's id when the field's name is not unique on the page (a second form). */
  id?: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'date';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  spellCheck?: boolean;
  /** The value the field takes when it is left (e.g. trimmed). */
  onBlurValue?: (value: string) => string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const registration = field.registration;
  return (
    <Field
      {...fieldStateProps(field)}
      id={id ?? fieldId(field.name)}
      label={label}
      hint={useLengthHint(field, hint, hasLengthHint)}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          spellCheck={spellCheck}
          onKeyDown={onKeyDown}
          {...registration}
          onBlur={onBlurValue ? blurThen(field, onBlurValue) : registration.onBlur}
        />
      )}
    </Field>
  );
}

type MaskedInputProps = ComponentPropsWithoutRef<'input'> & { mask: Mask };

/**
 * A text input shaped by its mask as the user types (dates ##.##.####, times ##:##, phone
 * ### ### ## ##). Deleting keeps what is left: a separator taken away is not put back.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, onChange, onFocus, type = 'text', ...props },
  ref,
) {
  const previous = useRef<string | null>(null);
  return (
    <input
      inputMode="numeric"
      maxLength={mask.maxLength}
      {...props}
      ref={ref}
      type={type}
      onFocus={(event) => {
        previous.current = event.target.value;
        onFocus?.(event);
      }}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const input = event.target;
        const isDeleting = input.value.length < (previous.current ?? '').length;
        if (!isDeleting) input.value = mask(input.value);
        previous.current = input.value;
        onChange?.(event);
      }}
    />
  );
});

function MaskedFieldOf({
  field,
  label,
  hint,
  mask,
  autoComplete = 'off',
  placeholder,
  className,
  inputMode,
  type,
  onBlurValue,
  after,
  children,
}: TextLikeProps & {
  mask: Mask;
  inputMode?: 'numeric' | 'tel';
  type?: 'text' | 'tel';
  onBlurValue?: (value: string) => string;
  /** A text after the input, tied to it (what was changed in the value). */
  after?: ReactNode;
  /** Shown after the input (a calendar button). */
  children?: ReactNode;
}) {
  const registration = field.registration;
  return (
    <Field
      {...fieldStateProps(field)}
      maxLength={mask.maxLength ?? field.maxLength}
      label={label}
      hint={hint}
      after={after}
      className={className}
    >
      {(control) => {
        const input = (
          <MaskedInput
            {...control}
            mask={mask}
            inputMode={inputMode}
            autoComplete={autoComplete}
            placeholder={placeholder}
            {...registration}
            type={type}
            onBlur={onBlurValue ? blurThen(field, onBlurValue) : registration.onBlur}
          />
        );
        return children ? (
          <div className="field__with-action">
            {input}
            {children}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}

/** A Swiss date DD.MM.YYYY, with a calendar when `picker` is given (its latest day). */
function DateFieldOf({
  picker,
  ...props
}: Omit<ComponentProps<typeof MaskedFieldOf>, 'mask' | 'children'> & {
  picker?: { title: string; max?: string; min?: string };
}) {
  const intl = useIntl();
  const value = useWatch({
    control: props.field.control,
    name: props.field.name,
    disabled: !picker,
  });
  return (
    <MaskedFieldOf
      {...props}
      mask={dateMask}
      placeholder={props.placeholder ?? intl.formatMessage({ id: 'ui.date.placeholder' })}
    >
      {picker ? (
        <DatePicker
          value={typeof value === 'string' ? value : ''}
          onPick={props.field.setValue}
          fieldLabel={typeof props.label === 'string' ? props.label : ''}
          title={picker.title}
          max={picker.max}
          min={picker.min}
        />
      ) : null}
    </MaskedFieldOf>
  );
}

/** An IBAN: free text, shown in groups of four once left; its rules are checked by the schema. */
function IbanFieldOf(props: Omit<TextLikeProps, 'autoComplete'>) {
  return (
    <TextFieldOf
      {...props}
      autoComplete="off"
      spellCheck={false}
      placeholder={props.placeholder ?? 'CH00 0000 0000 0000 0000 0'}
      onBlurValue={formatIban}
    />
  );
}

/**
 * A Swiss phone number, shaped ### ### ## ## as it is typed. The browser may fill it with the
 * user's own number (`tel`); `autoComplete="off"` for someone else's (a new owner's).
 */
function PhoneFieldOf({
  autoComplete = 'tel',
  ...props
}: Omit<TextLikeProps, 'autoComplete'> & { autoComplete?: 'tel' | 'off' }) {
  return (
    <MaskedFieldOf
      {...props}
      mask={phoneMask}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
    />
  );
}

/** A textarea with the characters left, counted down from the schema's maximum. */
function TextAreaFieldOf({
  field,
  label,
  hint,
  hasLengthHint,
  rows = 4,
  hasCounter = true,
}: Omit<TextLikeProps, 'autoComplete' | 'placeholder'> & { rows?: number; hasCounter?: boolean }) {
  const intl = useIntl();
  const shownHint = useLengthHint(field, hint, hasLengthHint);
  const value = useWatch({ control: field.control, name: field.name });
  const length = typeof value === 'string' ? value.length : 0;
  const after =
    hasCounter && field.maxLength !== undefined
      ? intl.formatMessage(
          { id: 'ui.field.remaining' },
          { count: Math.max(0, field.maxLength - length) },
        )
      : undefined;
  return (
    <Field {...fieldStateProps(field)} label={label} hint={shownHint} after={after}>
      {(control) => <textarea {...control} rows={rows} {...field.registration} />}
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** The options of a select, bound to a form (SelectField) or not (PlainSelect). */
function SelectOptions({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

function SelectFieldOf({
  field,
  label,
  hint,
  options,
  placeholder,
}: Omit<TextLikeProps, 'autoComplete' | 'placeholder'> & {
  options: readonly Option[];
  /** The empty first option ("Veuillez choisir"). */
  placeholder?: string;
}) {
  const [initialValue] = useState(() => {
    const value = field.getValue();
    return typeof value === 'string' ? value : undefined;
  });
  return (
    <Field
      id={fieldId(field.name)}
      label={label}
      hint={hint}
      error={field.error}
      isRequired={field.isRequired}
    >
      {(control) => (
        // the value the form starts with marks its option as the default one: react-hook-form
        // then never takes the browser's first option for a value typed before it was ready
        <select {...control} defaultValue={initialValue} {...field.registration}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}

/** A select outside any form (a choice that is not sent, such as the type of the next upload). */
function PlainSelectOf({
  id,
  label,
  value,
  options,
  onChange,
  isDisabled,
}: {
  id: string;
  label: ReactNode;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  isDisabled?: boolean;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value)}
        >
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}

/**
 * A checkbox (a consent, an option). Bound to a form field, or controlled by the caller
 * (`name`, `checked`, `onChange`) when the value lives in a store.
 */
function CheckboxFieldOf({
  field,
  name,
  checked,
  onChange,
  isDisabled,
  label,
  hint,
  isRequired,
}: {
  label: ReactNode;
  hint?: ReactNode;
  isDisabled?: boolean;
  isRequired?: boolean;
} & (
  | { field: BoundField; name?: never; checked?: never; onChange?: never }
  | { field?: never; name: string; checked: boolean; onChange: (checked: boolean) => void }
)) {
  const id = fieldId(field ? field.name : name);
  const error = field?.error;
  const required = field ? field.isRequired : isRequired;
  const input = field
    ? field.registration
    : {
        name,
        checked,
        onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked),
      };
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...input}
      />
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldTexts id={id} hint={hint} error={error} />
    </div>
  );
}

/** The legend of a group of checkboxes or radios, marked when the group is required. */
function GroupLegend({ isRequired, children }: { isRequired?: boolean; children: ReactNode }) {
  return (
    <legend className="field__label">
      {children}
      {isRequired ? <RequiredMark /> : null}
    </legend>
  );
}

/**
 * Checkboxes under a legend for a field whose value is the list of the options ticked (roles of
 * an account). The error is tied to every box, so that the first one takes the focus with it.
 */
function CheckboxGroupFieldOf({
  field,
  legend,
  hint,
  options,
}: {
  field: BoundField;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Option[];
}) {
  const id = fieldId(field.name);
  const error = field.error;
  return (
    <fieldset className={['field', 'field--checkboxes', error ? 'field--invalid' : ''].join(' ')}>
      <GroupLegend isRequired={field.isRequired}>{legend}</GroupLegend>
      <div className="field__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div className="field__option" key={option.value}>
              <input
                id={optionId}
                type="checkbox"
                value={option.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { hint, error })}
                {...field.registration}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <FieldTexts id={id} hint={hint} error={error} />
    </fieldset>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
  /** Said after the option (why it is disabled). */
  hint?: ReactNode;
}

/**
 * Radio buttons under a legend. The error and hint are tied to every option, so that the
 * first one can take the focus with its message. Bound to a form field, or controlled.
 */
function RadioGroupFieldOf({
  field,
  name,
  value,
  onChange,
  error: controlledError,
  legend,
  hint,
  options,
  isInline = true,
  isRequired,
  className,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly RadioOption[];
  isInline?: boolean;
  isRequired?: boolean;
  className?: string;
} & (
  | { field: BoundField; name?: never; value?: never; onChange?: never; error?: never }
  | {
      field?: never;
      name: string;
      value: string | undefined;
      onChange: (value: string) => void;
      error?: string | undefined;
    }
)) {
  const groupName = field ? field.name : name;
  const id = fieldId(groupName);
  const error = field ? field.error : controlledError;
  const required = field ? field.isRequired : isRequired;
  const classes = ['field', 'field--radios', isInline ? 'field--inline' : '', className ?? ''];
  return (
    <fieldset className={classes.filter(Boolean).join(' ')}>
      <GroupLegend isRequired={required}>{legend}</GroupLegend>
      <div className="field__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const described = [
            describedBy(id, { hint, error }),
            option.hint ? `${optionId}-hint` : '',
          ]
            .filter(Boolean)
            .join(' ');
          const input = field
            ? field.registration
            : {
                name,
                checked: value === option.value,
                onChange: () => onChange(option.value),
              };
          return (
            <div className="field__option" key={option.value}>
              <input
                id={optionId}
                type="radio"
                value={option.value}
                disabled={option.isDisabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                {...input}
              />
              <label htmlFor={optionId}>{option.label}</label>
              {option.hint ? (
                <p className="field__hint field__option-hint" id={`${optionId}-hint`}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldTexts id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** The controller of a field for inputs that are driven by value (comboboxes). */
export function useBoundController(field: BoundField) {
  return useController({ control: field.control, name: field.name });
}

/*
 * The kit's components are memoised (issue 14): react-hook-form renders a form's component twice
 * when it mounts, and a form that watches its values renders at each keystroke; bound fields stay
 * the same objects while nothing they say changes (useSchemaFields), so a field whose label,
 * options and callbacks are the same is not rendered again. What a field shows of its value comes
 * from its input or from react-hook-form's own subscriptions (useWatch, useController), never from
 * its props alone. A kit component built on another renders the bare one (one comparison each).
 */
export const TextField = memo(TextFieldOf);
export const MaskedField = memo(MaskedFieldOf);
export const DateField = memo(DateFieldOf);
export const IbanField = memo(IbanFieldOf);
export const PhoneField = memo(PhoneFieldOf);
export const TextAreaField = memo(TextAreaFieldOf);
export const SelectField = memo(SelectFieldOf);
export const PlainSelect = memo(PlainSelectOf);
export const CheckboxField = memo(CheckboxFieldOf);
export const CheckboxGroupField = memo(CheckboxGroupFieldOf);
export const RadioGroupField = memo(RadioGroupFieldOf);

import { useMemo, useRef } from 'react';
import {
  type Control,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldState } from './field';
import { type FieldAttributes, schemaAttributes } from './schema-attributes';

/**
 * A form field as the kit's components take it: its registration in the react-hook-form form,
 * its error, and `required` / `maxLength` read from the call's zod schema.
 */
export interface BoundField extends FieldState {
  name: string;
  readonly registration: UseFormRegisterReturn;
  control: Control<FieldValues>;
  /** Sets the value as the user would (validated again once the form was submitted). */
  setValue: (value: string) => void;
  /** The value now (not the one of the last render). */
  getValue: () => unknown;
}

export type FieldBinder<V extends FieldValues> = (
  name: Path<V>,
  /** What the schema cannot say (a rule that depends on another field, e.g. the channel). */
  overrides?: Partial<FieldAttributes>,
) => BoundField;

/**
 * The fields of a form bound to its schema:
 * `const field = useSchemaFields(form, schema); <TextField field={field('first_name')} … />`.
 */
export function useSchemaFields<V extends FieldValues>(
  form: UseFormReturn<V>,
  schema: z.ZodType,
): FieldBinder<V> {
  const attributes = useMemo(() => schemaAttributes(schema), [schema]);
  // read during render: the form re-renders this component when an error changes
  const { errors, isSubmitted } = form.formState;
  // issue 14: a field is the same object from one render to the next while nothing it says
  // changed, so that a memoised part of a form is not rendered again with it (react-hook-form
  // renders a form's component twice when it mounts)
  const bound = useRef(
    new Map<string, { field: BoundField; isSubmitted: boolean; registry: unknown }>(),
  );
  return (name, overrides = {}) => {
    const fromSchema = attributes[name] ?? { isRequired: false };
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    const error = typeof message === 'string' ? message : undefined;
    const isRequired = overrides.isRequired ?? fromSchema.isRequired;
    const maxLength = overrides.maxLength ?? fromSchema.maxLength;
    const key = `${name}\u0000${overrides.isRequired}\u0000${overrides.maxLength}`;
    const known = bound.current.get(key);
    // react-hook-form forgets every field when the form is reset (its registry is a new object):
    // a field is registered again only when its component renders and reads its registration,
    // so a reset gives new fields, and the memoised field components render again
    const registry = form.control._fields;
    if (
      known &&
      known.registry === registry &&
      known.isSubmitted === isSubmitted &&
      known.field.error === error &&
      known.field.isRequired === isRequired &&
      known.field.maxLength === maxLength
    ) {
      return known.field;
    }
    const field: BoundField = {
      name,
      get registration() {
        return form.register(name);
      },
      control: form.control as unknown as Control<FieldValues>,
      setValue: (value: string) =>
        form.setValue(name, value as PathValue<V, Path<V>>, {
          shouldDirty: true,
          shouldValidate: isSubmitted,
        }),
      getValue: () => form.getValues(name),
      error,
      isRequired,
      maxLength,
    };
    bound.current.set(key, { field, isSubmitted, registry });
    return field;
  };
}

import { type ComponentPropsWithoutRef, forwardRef } from 'react';

/** '#' is a digit; any other character of the mask is inserted as the user types. */
export function applyMask(text: string, mask: string): string {
  const digits = text.replace(/\D/g, '');
  let result = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '#') {
      result += digits[next];
      next += 1;
    } else {
      result += char;
    }
  }
  return result;
}

type MaskedInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'onChange' | 'value'> & {
  mask: string;
  value: string;
  onChange: (value: string) => void;
};

/** A text input that keeps the shape of its mask (spec 001 §5: ##.##.####, ##:##). */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, value, onChange, ...props },
  ref,
) {
  return (
    <input
      {...props}
      ref={ref}
      type="text"
      inputMode="numeric"
      maxLength={mask.length}
      value={value}
      onChange={(event) => {
        const typed = event.target.value;
        // deleting a separator must not put it back at once
        const isDeleting = typed.length < value.length;
        onChange(isDeleting ? typed : applyMask(typed, mask));
      }}
    />
  );
});

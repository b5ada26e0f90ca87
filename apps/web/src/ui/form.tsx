import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from './form-alert';
import type { FormSubmit } from './use-form-submit';

/**
 * The <form> of the site: not validated by the browser (the schema's messages are shown
 * instead), the refusal's alert first, where the first error is looked for. While `isBlocked`
 * (an upload under way, spec 001 §4 and 002 §4), submitting it does nothing.
 */
export function Form<Values>({
  submit,
  onSubmit,
  className,
  children,
  labelledBy,
  id,
  isBlocked = false,
}: {
  submit: FormSubmit<Values>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
  id?: string;
  isBlocked?: boolean;
}) {
  return (
    <form
      ref={submit.formRef}
      id={id}
      className={className ? `form ${className}` : 'form'}
      noValidate
      onSubmit={(event) => {
        if (isBlocked) {
          event.preventDefault();
          return;
        }
        return onSubmit(event);
      }}
      aria-labelledby={labelledBy}
    >
      <FormAlert messages={submit.alerts} />
      {children}
    </form>
  );
}

import './field.css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/**
 * A form's way back and its submit button. While the form is sending, or when it cannot be
 * sent, the button stays focusable and announced (aria-disabled): the submit machine ignores it.
 */
export function FormActions({
  back,
  submitLabel,
  isPending = false,
  isDisabled = false,
  children,
}: {
  back?: { href: string; label: string } | null | undefined;
  /** Null: no submit button (the form cannot be sent from here). */
  submitLabel: string | null;
  isPending?: boolean;
  /** Dimmed and inert, still focusable. */
  isDisabled?: boolean;
  /** Other buttons, between the way back and the submit. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="form-actions">
      {back ? (
        <Link className="button button--secondary" to={back.href}>
          {back.label}
        </Link>
      ) : null}
      {children}
      {submitLabel !== null ? (
        <button
          type="submit"
          className={isDisabled ? 'button is-disabled' : 'button'}
          aria-disabled={isPending || isDisabled || undefined}
        >
          {isPending ? intl.formatMessage({ id: 'ui.sending' }) : submitLabel}
        </button>
      ) : null}
    </div>
  );
}

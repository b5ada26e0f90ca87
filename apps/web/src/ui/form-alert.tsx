import './field.css';
import type { ReactNode } from 'react';

/**
 * The refusal of a form that belongs to no field it shows: announced at once (role alert),
 * focusable, so that the focus goes to it when no field is in error (focusFirstError).
 */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="alert" role="alert" tabIndex={-1} data-form-alert="">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** Information beside a form (a rule, what happens next); `isAlert` for a blocking one. */
export function Notice({
  children,
  role,
  isAlert = false,
}: {
  children: ReactNode;
  role?: 'status' | 'alert' | 'note';
  isAlert?: boolean;
}) {
  return (
    <div className={isAlert ? 'alert' : 'notice'} role={role}>
      {children}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  applyServerErrors,
  focusFirstError,
  type KnownFields,
  serverErrorsOf,
} from './server-errors';

/**
 * The life of a form's submission, the same for every form of the site (a wizard step, a claim
 * step, a help form): editing → loading → sent, or back to editing with the refusal shown at
 * the fields and above the form, the focus on the first error. A submit while loading or once
 * sent is ignored (double clicks, Enter held down).
 */
export type SubmitState = 'editing' | 'loading' | 'sent';

export interface FormSubmitOptions<Values, Result, FormValues extends FieldValues> {
  /** The call: answers the result or throws (ValidationError for a 422, ApiError otherwise). */
  send: (values: Values) => Promise<Result>;
  /** After the call succeeded (store the answer, go to the next step). */
  onSent?: (result: Result, values: Values) => void;
  /** The react-hook-form form whose fields take the server's field messages. */
  form?: Pick<UseFormReturn<FormValues>, 'setError' | 'getValues'>;
  /** The fields the form shows; by default those of the form's values. */
  known?: KnownFields;
  /** The message of a failure that says nothing (network); by default a generic one. */
  fallback?: string;
  /** After a failed call, before the refusal shows (close a confirmation modal). */
  onFailed?: (error: unknown) => void;
  /** A form whose errors are not plain fields (a list of documents) maps the refusal itself. */
  onRefused?: (error: unknown, fallback: string) => string[];
}

export interface FormSubmit<Values> {
  state: SubmitState;
  isPending: boolean;
  /** The lines of the form's alert (refusals that belong to no shown field). */
  alerts: string[];
  /** Sends the values (after the form's own checks: `form.handleSubmit(submit.send)`). */
  send: (values: Values) => Promise<void>;
  /** A refusal found before sending (a check without react-hook-form): alert lines only. */
  refuse: (alerts: string[]) => void;
  /** Back to editing, the alert cleared (a form shown again after it was sent). */
  reset: () => void;
  /** Put on the <form>: where the first error is looked for. */
  formRef: (element: HTMLFormElement | null) => void;
}

export function useFormSubmit<
  Values,
  Result = unknown,
  FormValues extends FieldValues = FieldValues,
>(options: FormSubmitOptions<Values, Result, FormValues>): FormSubmit<Values> {
  const intl = useIntl();
  const [state, setState] = useState<SubmitState>('editing');
  const [alerts, setAlerts] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  const current = useRef<SubmitState>('editing');
  const formElement = useRef<HTMLFormElement | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const move = useCallback((next: SubmitState) => {
    current.current = next;
    setState(next);
  }, []);

  // After the render that shows the errors (and after a modal gave the focus back).
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(formElement.current);
  }, [focusRequest]);

  const send = useCallback(
    async (values: Values) => {
      if (current.current !== 'editing') return;
      move('loading');
      setAlerts([]);
      const { send: call, onSent, onFailed, form, known, fallback, onRefused } = latest.current;
      let result: Result;
      try {
        result = await call(values);
      } catch (error) {
        onFailed?.(error);
        const message = fallback ?? intl.formatMessage({ id: 'ui.error.generic' });
        if (onRefused) {
          setAlerts(onRefused(error, message));
        } else if (form) {
          const shown = applyServerErrors(error, {
            known: known ?? Object.keys(form.getValues()),
            setError: form.setError,
            fallback: message,
          });
          setAlerts(shown.alerts);
        } else {
          setAlerts(serverErrorsOf(error, [], message).alerts);
        }
        move('editing');
        setFocusRequest((count) => count + 1);
        return;
      }
      move('sent');
      onSent?.(result, values);
    },
    [intl, move],
  );

  const refuse = useCallback((lines: string[]) => {
    setAlerts(lines);
    setFocusRequest((count) => count + 1);
  }, []);

  const reset = useCallback(() => {
    setAlerts([]);
    move('editing');
  }, [move]);

  const formRef = useCallback((element: HTMLFormElement | null) => {
    formElement.current = element;
  }, []);

  return { state, isPending: state === 'loading', alerts, send, refuse, reset, formRef };
}

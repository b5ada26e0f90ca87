import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PageHeading } from '../../../ui/page-heading';
import type { FormAnswer } from '../api/send-form';
import '../public-forms.css';

/** The frame of a public form page: the heading and lead on the hero band, then the content. */
export function FormPage({
  title,
  heading,
  lead,
  hero,
  children,
}: {
  title: string;
  /** The h1 when it differs from the document title. */
  heading?: ReactNode;
  lead?: ReactNode;
  /** Beside the heading (a partner logo, a picture). */
  hero?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="public-hero">
        <div className="container public-hero__inner">
          <div>
            <PageHeading title={title}>{heading}</PageHeading>
            {lead ? <p className="lead">{lead}</p> : null}
          </div>
          {hero}
        </div>
      </div>
      <div className="container public-page">{children}</div>
    </>
  );
}

/**
 * spec 002 §4: "sent (form replaced by a confirmation message)". The message is the server's
 * (already in the page's language), with the request's reference; the focus moves to it so that
 * keyboard and screen-reader users learn that the form went.
 */
export function SentNotice({
  answer,
  children,
  isFocused = true,
}: {
  answer: FormAnswer | null;
  children?: ReactNode;
  /** False inside a modal, which gives the focus to its own first control. */
  isFocused?: boolean;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isFocused) ref.current?.focus();
  }, [isFocused]);
  return (
    <div ref={ref} className="notice public-sent" role="status" tabIndex={-1}>
      <p className="public-sent__message">{answer?.message}</p>
      {answer?.reference ? (
        <p>
          {intl.formatMessage({ id: 'publicForms.reference' }, { reference: answer.reference })}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * A form sent inside a modal (the callback, the contests): the server's confirmation, then
 * 'Fermer'. The modal gives the focus to its own first control, here 'Fermer'.
 */
export function SentInModal({ answer, onClose }: { answer: FormAnswer; onClose: () => void }) {
  const intl = useIntl();
  return (
    <>
      <SentNotice answer={answer} isFocused={false} />
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage({ id: 'ui.close' })}
        </button>
      </div>
    </>
  );
}

/**
 * spec 002 §4: the form until it is sent, then the server's confirmation in its place (not
 * reset for editing again).
 */
export function UntilSent({
  children,
}: {
  children: (onSent: (answer: FormAnswer) => void) => ReactNode;
}) {
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
  return (
    <div className="public-form">
      {answer ? <SentNotice answer={answer} /> : children(setAnswer)}
    </div>
  );
}

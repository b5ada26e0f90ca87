import { type ReactNode, useEffect, useId, useRef } from 'react';
import './modal.css';

interface ModalProps {
  isOpen: boolean;
  title: string;
  /** Escape and the platform's close request; not called when the modal is closed by its owner. */
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for a question that needs an answer (resume), dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** The name of a close icon in the corner (spec 002: "Cancel or the close icon closes"). */
  closeLabel?: string;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The site's one modal, on the native <dialog> (showModal): the page behind is inert, Escape
 * closes, the focus goes to the first control and back to where it was when the modal closes.
 * Tab is kept inside. Used for confirmations, reminders, the calendar and the quit question.
 */
export function Modal({
  isOpen,
  title,
  onClose,
  children,
  role = 'dialog',
  closeLabel,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first = dialog.querySelector<HTMLElement>(focusableSelector);
    (first ?? dialog).focus();
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;

  return (
    <dialog
      ref={ref}
      className="modal"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner decides (it closes through its own state)
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCloseRef.current();
          return;
        }
        if (event.key !== 'Tab') return;
        const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
      {closeLabel ? (
        // last in the tab order: the focus opens on the first control of the content
        <button
          type="button"
          className="modal__close"
          aria-label={closeLabel}
          onClick={() => onCloseRef.current()}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      ) : null}
    </dialog>
  );
}

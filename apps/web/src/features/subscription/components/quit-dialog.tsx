import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

/** The event that asks to quit the subscription (spec 000 §2.4 logo, §4 quit popup). */
export const QUIT_EVENT = 'quit-subscription';

const isField = (element: Element | null) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/**
 * spec 000 §4 "Quit popup": shown on a quit event, or when the mouse leaves the page (not while
 * a field has the focus, not right after a terms link was opened), never in offer mode.
 * spec 000 §2.4: the logo emits the quit event instead of leaving on the last step or when a
 * partner referrer is set.
 */
export function QuitDialog({
  locale,
  isEnabled,
  isLogoIntercepted,
}: {
  locale: Locale;
  /** False in offer mode. */
  isEnabled: boolean;
  isLogoIntercepted: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const hasShownOnLeave = useRef(false);
  const termsOpenedAt = useRef(0);

  useEffect(() => {
    if (!isEnabled) return;
    const open = () => {
      if (!dialog.current?.open) dialog.current?.showModal?.();
    };
    const onMouseLeave = (event: MouseEvent) => {
      if (event.clientY > 0 || hasShownOnLeave.current) return;
      if (isField(document.activeElement)) return;
      if (Date.now() - termsOpenedAt.current < 5000) return;
      hasShownOnLeave.current = true;
      open();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (!link) return;
      if (link.dataset.terms !== undefined) termsOpenedAt.current = Date.now();
      // The site header's logo is the shell's link to the home page.
      if (
        isLogoIntercepted &&
        link.closest('header') &&
        link.getAttribute('href') === href('home', locale)
      ) {
        event.preventDefault();
        window.dispatchEvent(new Event(QUIT_EVENT));
      }
    };
    window.addEventListener(QUIT_EVENT, open);
    document.documentElement.addEventListener('mouseleave', onMouseLeave);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener(QUIT_EVENT, open);
      document.documentElement.removeEventListener('mouseleave', onMouseLeave);
      document.removeEventListener('click', onClick, true);
    };
  }, [isEnabled, isLogoIntercepted, locale]);

  if (!isEnabled) return null;
  return (
    <dialog ref={dialog} className="quit-dialog" aria-labelledby="quit-dialog-title">
      <h2 id="quit-dialog-title">{intl.formatMessage({ id: 'subscription.quit.title' })}</h2>
      <p>{intl.formatMessage({ id: 'subscription.quit.text' })}</p>
      <div className="quit-dialog__actions">
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {intl.formatMessage({ id: 'subscription.quit.stay' })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            dialog.current?.close();
            navigate(href('home', locale));
          }}
        >
          {intl.formatMessage({ id: 'subscription.quit.leave' })}
        </button>
      </div>
    </dialog>
  );
}

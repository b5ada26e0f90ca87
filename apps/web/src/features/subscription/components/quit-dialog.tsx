import type { Locale } from '@app/domain/locale';
import { href } from '@app/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Modal } from '../../../ui/modal';

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
  /** False in offer mode: leaving the page with the mouse asks nothing. */
  isEnabled: boolean;
  /** The logo asks before leaving (last step, partner referrer), in offer mode too. */
  isLogoIntercepted: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const hasShownOnLeave = useRef(false);
  const termsOpenedAt = useRef(0);

  useEffect(() => {
    const open = () => setIsOpen(true);
    const onMouseLeave = (event: MouseEvent) => {
      if (!isEnabled) return;
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
    // spec 000 §2.4, §4: the quit event opens the popup whatever the request type: the user
    // asked to leave (the logo); only the mouse leaving the page is ignored in offer mode
    window.addEventListener(QUIT_EVENT, open);
    document.documentElement.addEventListener('mouseleave', onMouseLeave);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener(QUIT_EVENT, open);
      document.documentElement.removeEventListener('mouseleave', onMouseLeave);
      document.removeEventListener('click', onClick, true);
    };
  }, [isEnabled, isLogoIntercepted, locale]);

  return (
    <Modal
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'subscription.quit.title' })}
      onClose={() => setIsOpen(false)}
    >
      <p>{intl.formatMessage({ id: 'subscription.quit.text' })}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={() => setIsOpen(false)}>
          {intl.formatMessage({ id: 'subscription.quit.stay' })}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setIsOpen(false);
            navigate(href('home', locale));
          }}
        >
          {intl.formatMessage({ id: 'subscription.quit.leave' })}
        </button>
      </div>
    </Modal>
  );
}

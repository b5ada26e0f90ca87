import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A choice (a new history entry) scrolls smoothly to the section of the hash and moves the focus
 * to its heading, unless the user asked for reduced motion; a reload, a shared link or the back
 * button shows that section at once and leaves the focus alone.
 */
export function useSectionScroll(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry
  useEffect(() => {
    const id = hash.slice(1);
    const section = id ? document.getElementById(id) : null;
    if (!section?.classList.contains('help-step')) return;
    const isChoice = navigationType !== 'POP';
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.scrollIntoView?.({
      behavior: isChoice && !isReduced ? 'smooth' : 'auto',
      block: 'start',
    });
    if (isChoice) section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [key]);
}

import type { KeyboardEvent } from 'react';
import { activeAfterArrow } from './combobox-listbox';

/**
 * The keys of a combobox input (ARIA 1.2, list autocomplete), one behaviour for the address
 * fields: an arrow opens the list and moves the active option, Enter chooses it, Escape closes
 * the list. Any other key is left to the input.
 */
export function handleComboboxKey(
  event: KeyboardEvent<HTMLInputElement>,
  {
    count,
    isExpanded,
    active,
    isEnterBlocked = false,
    open,
    setActive,
    choose,
    close,
  }: {
    /** The options found, shown or not. */
    count: number;
    isExpanded: boolean;
    active: number;
    /** Enter does nothing even with the list closed: it never sends the form. */
    isEnterBlocked?: boolean;
    open: () => void;
    setActive: (update: (index: number) => number) => void;
    /** Chooses the option at this index (the active one, which may be none: -1). */
    choose: (index: number) => void;
    close: () => void;
  },
): void {
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (count === 0) return;
      event.preventDefault();
      open();
      const isDown = event.key === 'ArrowDown';
      setActive((index) => activeAfterArrow(isDown, index, count, isExpanded));
      break;
    }
    case 'Enter':
      if (!isExpanded && !isEnterBlocked) return;
      event.preventDefault();
      if (isExpanded) choose(active);
      break;
    case 'Escape':
      if (!isExpanded) return;
      event.preventDefault();
      close();
      break;
    default:
  }
}

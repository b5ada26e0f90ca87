import { mergeStreetNumber } from '@app/domain/forms/street-number';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { handleComboboxKey } from './combobox-keys';
import { ComboboxListbox } from './combobox-listbox';
import { Field, fieldStateProps } from './field';
import type { BoundField } from './use-schema-fields';

/** An address found for what was typed: it fills the street, the number, the postcode, the place. */
export interface StreetSuggestion {
  street: string;
  number?: string | undefined;
  zip: string;
  city: string;
  /** Shown after the place when given (e.g. the canton). */
  region?: string | undefined;
}

export interface StreetLookup {
  search: (query: string) => Promise<StreetSuggestion[]>;
  /** Fewer characters are not looked up. */
  minQuery: number;
}

export interface StreetTexts {
  /** Name of the list box of the suggestions for a query. */
  listLabel: (query: string) => string;
  /** The polite announcement after a lookup. */
  found: (count: number) => string;
}

const labelOf = (suggestion: StreetSuggestion) =>
  [
    [suggestion.street, suggestion.number].filter(Boolean).join(' '),
    `${suggestion.zip} ${suggestion.city}`,
  ].join(', ') + (suggestion.region ? ` (${suggestion.region})` : '');

/**
 * The street of an address as an ARIA 1.2 combobox (list autocomplete, the focus stays in the
 * input): a few letters look addresses up, the choice fills the street, its number, the postcode
 * and the place (spec 001 §7, 002 §7). Enter never sends the form from here (spec 001 §7): it
 * chooses the active suggestion or does nothing. A lookup that finds nothing or fails leaves the
 * field as typed; the user is never blocked.
 */
export function StreetField({
  street,
  fill,
  label,
  hint,
  lookup,
  texts,
  debounceMs = 250,
}: {
  street: BoundField;
  /**
   * The other fields of the address, filled by a choice. Without `number` the street field is
   * the whole line (the claim's "address (street and number)"): the number is joined to it.
   */
  fill: { number?: BoundField; zip: BoundField; city: BoundField };
  label: ReactNode;
  hint?: ReactNode;
  lookup: StreetLookup;
  texts: StreetTexts;
  debounceMs?: number;
}) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-${index}`;
  const controller = useController({ control: street.control, name: street.name }).field;
  const [suggestions, setSuggestions] = useState<StreetSuggestion[]>([]);
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const current = useRef({ lookup, texts });
  current.current = { lookup, texts };
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };

  const search = (text: string) => {
    clearTimeout(timer.current);
    sequence.current += 1;
    const request = sequence.current;
    const trimmed = text.trim();
    if (trimmed.length < current.current.lookup.minQuery) {
      setSuggestions([]);
      close();
      return;
    }
    timer.current = setTimeout(() => {
      current.current.lookup
        .search(trimmed)
        .then((found) => {
          if (request !== sequence.current) return;
          setQuery(trimmed);
          setSuggestions(found);
          setActive(-1);
          setIsOpen(found.length > 0);
          setStatus(current.current.texts.found(found.length));
        })
        .catch(() => {
          // no answer: the address stays as typed
        });
    }, debounceMs);
  };

  const choose = (suggestion: StreetSuggestion) => {
    clearTimeout(timer.current);
    sequence.current += 1;
    if (fill.number) {
      controller.onChange(suggestion.street);
      fill.number.setValue(suggestion.number ?? '');
    } else {
      controller.onChange(mergeStreetNumber(suggestion.street, suggestion.number));
    }
    fill.zip.setValue(suggestion.zip);
    fill.city.setValue(suggestion.city);
    close();
  };

  const isExpanded = isOpen && suggestions.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    handleComboboxKey(event, {
      count: suggestions.length,
      isExpanded,
      active,
      // spec 001 §7: Enter is blocked in the address field
      isEnterBlocked: true,
      open: () => setIsOpen(true),
      setActive,
      choose: (index) => {
        const suggestion = suggestions[index];
        if (suggestion) choose(suggestion);
      },
      close,
    });

  return (
    <Field {...fieldStateProps(street)} label={label} hint={hint}>
      {(control) => (
        <div className="postcode-field">
          <input
            {...control}
            type="text"
            autoComplete="address-line1"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
            name={controller.name}
            ref={controller.ref}
            value={typeof controller.value === 'string' ? controller.value : ''}
            onChange={(event) => {
              controller.onChange(event.target.value);
              search(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // an answer arriving after the user left the field opens nothing
              clearTimeout(timer.current);
              sequence.current += 1;
              close();
              controller.onBlur();
            }}
          />
          <ComboboxListbox
            id={listId}
            label={texts.listLabel(query)}
            isExpanded={isExpanded}
            active={active}
            options={suggestions.map((suggestion, index) => ({
              id: optionId(index),
              key: labelOf(suggestion),
              text: labelOf(suggestion),
            }))}
            onChoose={(index) => {
              const suggestion = suggestions[index];
              if (suggestion) choose(suggestion);
            }}
          />
          <p role="status" className="visually-hidden">
            {status}
          </p>
        </div>
      )}
    </Field>
  );
}

import { findBreedByName, matchBreeds } from '@app/domain/subscriptions/breeds';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Field, fieldId } from './field';
import './breed-combobox.css';

interface Named {
  id: number;
  name: string;
  slug: string;
}

interface BreedComboboxProps<T extends Named> {
  name: string;
  label: string;
  breeds: readonly T[];
  /** The selected breed's id, as text ('' for none). */
  value: string | undefined;
  onChange: (breed: T | undefined) => void;
  error?: string | undefined;
  isRequired?: boolean;
  isLoading?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const maxShown = 80;

/**
 * Breed type-ahead as an ARIA 1.2 combobox with a list box: typing filters the list (accents
 * and case ignored, "bouv" or "bernois" find "Bouvier bernois"), arrows move, Enter chooses,
 * Escape closes. Leaving the field with a name that is not in the list shows "Race non trouvée"
 * (spec 000 §8).
 */
export function BreedCombobox<T extends Named>({
  name,
  label,
  breeds,
  value,
  onChange,
  error,
  isRequired,
  isLoading,
  inputRef,
}: BreedComboboxProps<T>) {
  const intl = useIntl();
  const id = fieldId(name);
  const listId = `${id}-list`;
  const optionPrefix = useId();
  const selected = value ? breeds.find((breed) => String(breed.id) === value) : undefined;
  const [query, setQuery] = useState(selected?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [isNotFound, setIsNotFound] = useState(false);

  // Follow a selection made elsewhere (restore, swap, reset), not the text being typed.
  const isOwnClear = useRef(false);
  useEffect(() => {
    if (selected) {
      setQuery(selected.name);
      setIsNotFound(false);
    } else if (isOwnClear.current) {
      isOwnClear.current = false;
    } else {
      setQuery('');
    }
  }, [selected]);

  const matches = useMemo(() => matchBreeds(breeds, query).slice(0, maxShown), [breeds, query]);

  const choose = (breed: T | undefined) => {
    setQuery(breed?.name ?? '');
    setIsOpen(false);
    setActive(-1);
    setIsNotFound(false);
    onChange(breed);
  };

  const onBlur = () => {
    setIsOpen(false);
    if (query.trim() === '') {
      if (selected) choose(undefined);
      return;
    }
    const exact = findBreedByName(breeds, query);
    if (exact) {
      if (exact.id !== selected?.id) choose(exact);
      else setQuery(exact.name);
      return;
    }
    setIsNotFound(true);
    if (selected) {
      isOwnClear.current = true;
      onChange(undefined);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        setActive((index) => Math.min(index + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter': {
        if (!isOpen) return;
        event.preventDefault();
        const breed = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
        if (breed) choose(breed);
        break;
      }
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          setIsOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  const shownError =
    error ?? (isNotFound ? intl.formatMessage({ id: 'ui.breedCombobox.notFound' }) : undefined);
  const activeOption = isOpen && active >= 0 ? `${optionPrefix}-${active}` : undefined;

  return (
    <Field id={id} label={label} error={shownError} isRequired={isRequired} className="combobox">
      {(control) => (
        <>
          <input
            {...control}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-activedescendant={activeOption}
            placeholder={
              isLoading ? intl.formatMessage({ id: 'ui.breedCombobox.loading' }) : undefined
            }
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setIsOpen(true);
              setActive(-1);
              setIsNotFound(false);
            }}
            onClick={() => setIsOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
          <div
            className="combobox__list"
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!isOpen || matches.length === 0}
          >
            {isOpen &&
              matches.map((breed, index) => (
                // The keyboard stays in the input (aria-activedescendant): options are not focused.
                // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, focus stays in the input
                // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled by the input
                <div
                  key={breed.slug}
                  id={`${optionPrefix}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'combobox__option is-active' : 'combobox__option'}
                  // keep the focus in the input: the choice is made on click
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(breed)}
                >
                  {breed.name}
                </div>
              ))}
          </div>
        </>
      )}
    </Field>
  );
}

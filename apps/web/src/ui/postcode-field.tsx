import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { handleComboboxKey } from './combobox-keys';
import { ComboboxListbox } from './combobox-listbox';
import './postcode-field.css';

/**
 * Postcode and place as two ARIA 1.2 comboboxes (list autocomplete, focus stays in the input):
 * four digits in the postcode look the place up — one place fills it, several open a list box —
 * and a few letters in the place search by name, the choice filling both. The lookup and the
 * texts come from the caller; nothing here knows where the places come from. A lookup that finds
 * nothing or fails changes nothing: both fields stay free text, the user is never blocked.
 */

export interface Place {
  zip: string;
  city: string;
  /** Shown after the name when given (e.g. the canton). */
  region?: string;
}

export interface PostcodeLookup {
  byZip: (zip: string) => Promise<Place[]>;
  search: (query: string) => Promise<Place[]>;
}

export interface PostcodeTexts {
  /** Name of the list box opened by a postcode. */
  zipListLabel: (zip: string) => string;
  /** Name of the list box opened by a name search. */
  cityListLabel: (query: string) => string;
  /** The polite announcement after a lookup. */
  found: (count: number) => string;
}

/** A text field as react-hook-form's `useController` gives it, or any value/onChange pair. */
export interface TextBinding {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

export interface PostcodeFieldOptions {
  lookup: PostcodeLookup;
  texts: PostcodeTexts;
  /** Wait after the last key before searching by name. */
  debounceMs?: number;
}

type Kind = 'zip' | 'city';

interface OpenList {
  kind: Kind;
  label: string;
  places: Place[];
}

/** The props of one of the two inputs, to spread after the field's own id and aria props. */
export interface ComboboxInputProps {
  name?: string;
  ref?: Ref<HTMLInputElement>;
  value: string;
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

export interface PostcodeField {
  zip: { inputProps: (binding: TextBinding) => ComboboxInputProps; popup: ReactNode };
  city: { inputProps: (binding: TextBinding) => ComboboxInputProps; popup: ReactNode };
}

const isZip = (text: string) => /^\d{4}$/.test(text);
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
const sameName = (a: string, b: string) => folded(a) === folded(b);
const minQueryLength = 2;

/**
 * Wire two inputs as postcode and place: spread `inputProps(binding)` on each input where it is
 * rendered (a react-hook-form `Controller` field keeps its place in the form's focus order), and
 * put the input and its `popup` inside an element of class `postcode-field` (the list boxes are
 * positioned under their input); the postcode's popup also holds the status line.
 */
export function usePostcodeField({
  lookup,
  texts,
  debounceMs = 200,
}: PostcodeFieldOptions): PostcodeField {
  const baseId = useId();
  const [list, setList] = useState<OpenList | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  // The answer of a lookup arrives later: read the fields as they are then, not as they were.
  const current = useRef({ lookup, texts });
  current.current = { lookup, texts };
  const bindings = useRef<Partial<Record<Kind, TextBinding>>>({});
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const listId = (kind: Kind) => `${baseId}-${kind}-list`;
  const optionId = (kind: Kind, index: number) => `${baseId}-${kind}-${index}`;

  /** Forget any lookup under way: its answer no longer fits what the user typed. */
  const cancel = () => {
    clearTimeout(timer.current);
    sequence.current += 1;
    return sequence.current;
  };

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };

  const open = (next: OpenList) => {
    setList(next);
    setIsOpen(true);
    setActive(-1);
  };

  const choose = (kind: Kind, place: Place) => {
    cancel();
    const { zip, city } = bindings.current;
    if (kind === 'city' && zip && zip.value !== place.zip) zip.onChange(place.zip);
    city?.onChange(place.city);
    close();
  };

  const lookUpZip = (text: string) => {
    const request = cancel();
    setList(null);
    close();
    if (!isZip(text)) return;
    current.current.lookup
      .byZip(text)
      .then((places) => {
        if (request !== sequence.current) return;
        const textsNow = current.current.texts;
        const cityNow = bindings.current.city;
        setStatus(textsNow.found(places.length));
        const [only] = places;
        if (!cityNow) return;
        if (places.length === 1 && only) {
          if (cityNow.value !== only.city) cityNow.onChange(only.city);
        } else if (places.length > 1 && !places.some((p) => sameName(p.city, cityNow.value))) {
          open({ kind: 'zip', label: textsNow.zipListLabel(text), places });
        }
      })
      .catch(() => {
        // no answer: the user types the place himself
      });
  };

  const searchByName = (text: string) => {
    const request = cancel();
    setList(null);
    close();
    const query = text.trim();
    if (query.length < minQueryLength || isZip(query)) return;
    timer.current = setTimeout(() => {
      current.current.lookup
        .search(query)
        .then((places) => {
          if (request !== sequence.current || places.length === 0) return;
          const textsNow = current.current.texts;
          const zipNow = bindings.current.zip?.value;
          // the fields already hold one of the places found: nothing to suggest
          if (places.some((p) => p.zip === zipNow && sameName(p.city, query))) return;
          setStatus(textsNow.found(places.length));
          open({ kind: 'city', label: textsNow.cityListLabel(query), places });
        })
        .catch(() => {
          // no answer: the place stays as typed
        });
    }, debounceMs);
  };

  const onKeyDown = (kind: Kind) => (event: KeyboardEvent<HTMLInputElement>) => {
    const places = list?.kind === kind ? list.places : [];
    // spec 001 §7: Enter in the address block must not send the form while choosing
    handleComboboxKey(event, {
      count: places.length,
      isExpanded: isOpen && places.length > 0,
      active,
      open: () => setIsOpen(true),
      setActive,
      choose: (index) => {
        const place = places[index];
        if (place) choose(kind, place);
      },
      close,
    });
  };

  const inputProps = (kind: Kind, binding: TextBinding): ComboboxInputProps => {
    bindings.current[kind] = binding;
    const isExpanded = isOpen && list?.kind === kind && list.places.length > 0;
    return {
      name: binding.name,
      ref: binding.ref,
      value: binding.value,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': isExpanded,
      'aria-controls': listId(kind),
      'aria-activedescendant': isExpanded && active >= 0 ? optionId(kind, active) : undefined,
      onChange: (event) => {
        const { value } = event.target;
        binding.onChange(value);
        if (kind === 'zip') lookUpZip(value.trim());
        else searchByName(value);
      },
      onKeyDown: onKeyDown(kind),
      onBlur: () => {
        close();
        binding.onBlur?.();
      },
    };
  };

  const popup = (kind: Kind) => {
    const isExpanded = isOpen && list?.kind === kind && list.places.length > 0;
    const places = list?.kind === kind ? list.places : [];
    return (
      <ComboboxListbox
        id={listId(kind)}
        label={list?.label}
        isExpanded={isExpanded}
        active={active}
        options={places.map((place, index) => ({
          id: optionId(kind, index),
          key: `${place.zip}-${place.city}`,
          text: `${place.zip} ${place.city}${place.region ? ` (${place.region})` : ''}`,
        }))}
        onChoose={(index) => {
          const place = places[index];
          if (place) choose(kind, place);
        }}
      />
    );
  };

  return {
    zip: {
      inputProps: (binding) => inputProps('zip', binding),
      popup: (
        <>
          {popup('zip')}
          <p role="status" className="visually-hidden">
            {status}
          </p>
        </>
      ),
    },
    city: { inputProps: (binding) => inputProps('city', binding), popup: popup('city') },
  };
}

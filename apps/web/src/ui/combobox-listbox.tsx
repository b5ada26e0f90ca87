import './postcode-field.css';

export interface ComboboxOption {
  /** The option's element id (the input's aria-activedescendant). */
  id: string;
  key: string;
  text: string;
}

/**
 * The option an arrow key makes active in a list of `count` options: an arrow that opens the
 * list starts at the first (down) or the last (up); then one further, wrapping around.
 */
export function activeAfterArrow(
  isDown: boolean,
  index: number,
  count: number,
  isExpanded: boolean,
): number {
  if (isDown) return !isExpanded || index >= count - 1 ? 0 : index + 1;
  return !isExpanded || index <= 0 ? count - 1 : index - 1;
}

/**
 * The list box under a combobox input (ARIA 1.2, list autocomplete): the keyboard stays in the
 * input, which names the active option with aria-activedescendant; a click chooses without
 * taking the focus from the input. Hidden (and unnamed) while collapsed.
 */
export function ComboboxListbox({
  id,
  label,
  isExpanded,
  options,
  active,
  onChoose,
}: {
  id: string;
  label: string | undefined;
  isExpanded: boolean;
  options: readonly ComboboxOption[];
  active: number;
  onChoose: (index: number) => void;
}) {
  return (
    <div
      id={id}
      role="listbox"
      className="postcode-field__list"
      aria-label={isExpanded ? label : undefined}
      hidden={!isExpanded}
    >
      {isExpanded &&
        options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, focus stays in the input
          // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled by the input
          <div
            key={option.key}
            id={option.id}
            role="option"
            aria-selected={index === active}
            className={
              index === active ? 'postcode-field__option is-active' : 'postcode-field__option'
            }
            // keep the focus in the input: the choice is made on click
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(index)}
          >
            {option.text}
          </div>
        ))}
    </div>
  );
}

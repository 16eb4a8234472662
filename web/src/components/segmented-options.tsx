// The radio options of a segmented control (`.segmented`): one label per option, the checked one marked.
// The caller keeps the group around them (a labelled radiogroup or a fieldset with its legend).

interface Props<T extends string | number> {
  /** The radio group's name, unique on the page. */
  name: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  label: (option: T) => string;
}

export function SegmentedOptions<T extends string | number>({
  name,
  options,
  value,
  onChange,
  label,
}: Props<T>) {
  return options.map((option) => (
    <label key={option} className="segmented__option">
      <input
        type="radio"
        name={name}
        className="segmented__input"
        checked={value === option}
        onChange={() => onChange(option)}
      />
      <span>{label(option)}</span>
    </label>
  ));
}

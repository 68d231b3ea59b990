type Option = { value: string; label: string };

type Props = {
  label: string;
  name: string;
  /** The filter's value from the address; none selects the "any" choice. */
  value: string | undefined;
  options: readonly Option[];
  anyLabel?: string;
};

/** One filter of a console list: a labelled select whose empty first choice means "no filter". */
export function FilterSelect({ label, name, value, options, anyLabel = "Any" }: Props) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

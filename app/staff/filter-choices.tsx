type Option = { value: string; label: string };

type Props = {
  label: string;
  name: string;
  /** The choices in the address; none means "no filter". */
  values: readonly string[] | undefined;
  options: readonly Option[];
};

/**
 * A filter that takes several values (two countries, two families): tick boxes under a disclosure
 * whose summary names what is chosen, so it stays one row of the filter bar and works without
 * JavaScript (each ticked box is one more `name=value` in the query).
 */
export function FilterChoices({ label, name, values, options }: Props) {
  const chosen = new Set(values ?? []);
  const summary = options.filter((option) => chosen.has(option.value)).map((option) => option.label);
  return (
    <fieldset className="staff-filter-choices">
      <legend className="visually-hidden">{label}</legend>
      <details>
        <summary>
          <span>{label}</span>
          <span className="staff-filter-chosen">{summary.length > 0 ? summary.join(", ") : "Any"}</span>
        </summary>
        <div className="staff-filter-choice-list">
          {options.length === 0 && <p className="staff-hint">None to choose from yet.</p>}
          {options.map((option) => (
            <label key={option.value} className="staff-check">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </details>
    </fieldset>
  );
}

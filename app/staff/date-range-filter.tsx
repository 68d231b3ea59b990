type Props = {
  /** The range's first and last day as the address gives them (`YYYY-MM-DD`); none means open. */
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
};

/** The day-range filter of a console list: the `from` and `to` date fields, each empty for no bound. */
export function DateRangeFilter({ from, to, labels }: Props) {
  return (
    <>
      <label>
        {labels.from}
        <input type="date" name="from" defaultValue={from} />
      </label>
      <label>
        {labels.to}
        <input type="date" name="to" defaultValue={to} />
      </label>
    </>
  );
}

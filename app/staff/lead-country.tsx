type Props = {
  /** The country the visitor chose, by its English name; empty when none was. */
  name: string;
  /** Where none was given: the phone's or e-mail's guess, named by the server. */
  hint: { code: string; name: string; from: "phone" | "e-mail" } | undefined;
  /** Say what the guess is from (the lead page; the list keeps to "probably DE"). */
  explained?: boolean;
};

/** A lead's country as the visitor gave it, or a guess said to be one ("probably DE"). */
export function LeadCountry({ name, hint, explained = false }: Props) {
  if (name) return <>{name}</>;
  if (!hint) return <>—</>;
  return (
    <span className="staff-hint">
      probably <abbr title={hint.name}>{hint.code}</abbr>
      {explained && ` (from the ${hint.from === "phone" ? "phone number" : "e-mail address"})`}
    </span>
  );
}

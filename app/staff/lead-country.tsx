import { countryName } from "#shared/enquiries/countries.ts";

type Props = {
  country: string;
  /** Where none was given: the phone's or e-mail's guess. */
  hint: { code: string; from: "phone" | "e-mail" } | undefined;
  /** Say what the guess is from (the lead page; the list keeps to "probably DE"). */
  explained?: boolean;
};

/** A lead's country as the visitor gave it, or a guess said to be one ("probably DE"). */
export function LeadCountry({ country, hint, explained = false }: Props) {
  if (country) return <>{countryName(country, "en")}</>;
  if (!hint) return <>—</>;
  return (
    <span className="staff-hint">
      probably <abbr title={countryName(hint.code, "en")}>{hint.code}</abbr>
      {explained && ` (from the ${hint.from === "phone" ? "phone number" : "e-mail address"})`}
    </span>
  );
}

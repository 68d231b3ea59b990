import { useSiteIdentity } from "../../site-identity.ts";

/** Wordmark with a bubble-cluster mark; `mono` is the one-colour footer version. */
export function Logo({ mono = false }: { mono?: boolean }) {
  const mark = mono ? "currentColor" : "var(--color-accent)";
  const ink = mono ? "currentColor" : "var(--color-primary)";
  const { company } = useSiteIdentity();
  return (
    <svg className="logo" viewBox="0 0 216 40" width="173" height="32" role="img" aria-label={company.name}>
      <circle cx="14" cy="24" r="11" fill={ink} />
      <circle cx="28" cy="12" r="7" fill={mark} />
      <circle cx="31" cy="29" r="4.5" fill={ink} opacity="0.55" />
      <text x="44" y="27" fill={ink} fontFamily="inherit" fontSize="21" fontWeight="700" letterSpacing="0.2">
        Fenmoor
      </text>
      <text x="135" y="27" fill={ink} fontFamily="inherit" fontSize="12" fontWeight="600" letterSpacing="1.4">
        CHEMICALS
      </text>
    </svg>
  );
}

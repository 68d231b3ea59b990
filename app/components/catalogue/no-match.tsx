import { m } from "#shared/i18n/paraglide/messages.js";

/** Spec 2.5: what the finder says when the text matches no product and no category. */
export function NoMatch({ text }: { text: string }) {
  return (
    <div className="no-match">
      <p className="no-match-title">{m.finder_no_match_title({ text })}</p>
      <p>{m.finder_no_match_check()}</p>
      <p>{m.finder_no_match_help()}</p>
    </div>
  );
}

/** Spec 2.5: what the finder says when the text matches no product and no category. */
export function NoMatch({ text }: { text: string }) {
  return (
    <div className="no-match">
      <p className="no-match-title">We did not find any product or Category: {text}</p>
      <p>Check the spelling and formatting:</p>
      <p>
        Please double-check your spelling and try again. This tool currently supports search by active
        products and categories.
      </p>
    </div>
  );
}

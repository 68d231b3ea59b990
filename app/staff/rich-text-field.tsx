import { lazy, Suspense, useEffect, useState } from "react";

// TipTap loads only here, in the console, after the page works without it.
const TipTapEditor = lazy(() => import("./tiptap-editor.tsx"));

type Props = {
  id: string;
  name: string;
  labelId: string;
  defaultValue: string;
  describedBy?: string | undefined;
};

/**
 * A rich-text field: a textarea of HTML without JavaScript, the TipTap editor with it. What it
 * posts is HTML either way; the server's allow-list sanitiser cleans it (pasted Word or web HTML too).
 */
export function RichTextField({ id, name, labelId, defaultValue, describedBy }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const textarea = (
    <textarea id={id} name={name} rows={12} defaultValue={defaultValue} aria-describedby={describedBy} />
  );
  if (!enhanced) return textarea;
  return (
    <Suspense fallback={textarea}>
      <TipTapEditor
        id={id}
        name={name}
        labelId={labelId}
        defaultValue={defaultValue}
        describedBy={describedBy}
      />
    </Suspense>
  );
}

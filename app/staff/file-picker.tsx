import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { UploadKind } from "#shared/uploads/upload-rules.ts";

/** An uploaded file a field may pick: its path under the file base, its name and, for an image, its thumbnail. */
export type PickerChoice = {
  path: string;
  label: string;
  /** An image's alt text, which an item's own empty alt field takes when it is picked. */
  alt?: string;
  thumbnail?: { src: string; width: number; height: number };
};

/** How the picker names an upload: its file name, and its alt text for an image. */
export function choiceLabel(upload: { name: string; alt: string | null }): string {
  return upload.alt ? `${upload.name}: ${upload.alt}` : upload.name;
}

type Props = {
  /** The field's form name and the id its error summary links to. */
  name: string;
  id: string;
  kind: UploadKind;
  optional: boolean;
  value: string;
  choices: readonly PickerChoice[];
  onPick: (path: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
};

/** Every word of the search in the label, case folded. */
function matches(choice: PickerChoice, search: string): boolean {
  const label = choice.label.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => label.includes(word));
}

function ChoiceThumbnail({ choice }: { choice: PickerChoice }) {
  return choice.thumbnail ? (
    <img
      className="staff-thumb"
      src={choice.thumbnail.src}
      width={choice.thumbnail.width}
      height={choice.thumbnail.height}
      alt=""
      loading="lazy"
    />
  ) : (
    <span className="staff-thumb staff-thumb--document" aria-hidden="true">
      PDF
    </span>
  );
}

/**
 * A file field's choice (issue 31, decision 107): radio buttons whose labels are the thumbnails, in
 * a fieldset, which is the whole control without JavaScript. With JavaScript the picked file is
 * shown with a button that opens the same radio buttons in a modal dialog with a search box; the
 * radio buttons stay inside the editor's form, so the choice is posted as before.
 */
export function FilePicker(props: Props) {
  const { name, kind, value, choices, onPick } = props;
  const [hydrated, setHydrated] = useState(false);
  const [search, setSearch] = useState("");
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => setHydrated(true), []);
  // The search is no edit of the item: its typing stays out of the form's unsaved-changes check,
  // and Enter in it does not post the editor's form.
  const searchBox = (box: HTMLInputElement | null) => {
    if (!box) return;
    const typed = (event: Event) => {
      event.stopPropagation();
      setSearch(box.value);
    };
    const enter = (event: KeyboardEvent) => {
      if (event.key === "Enter") event.preventDefault();
    };
    box.addEventListener("input", typed);
    box.addEventListener("keydown", enter);
    return () => {
      box.removeEventListener("input", typed);
      box.removeEventListener("keydown", enter);
    };
  };
  const known = value === "" || choices.some((choice) => choice.path === value);
  const picked = choices.find((choice) => choice.path === value);
  const noun = kind === "image" ? "image" : "PDF";
  const option = (path: string, children: ReactNode, { first = false, hidden = false } = {}) => (
    <label key={path} className="staff-picker-option" hidden={hidden}>
      <input
        type="radio"
        name={name}
        value={path}
        checked={value === path}
        onChange={() => onPick(path)}
        id={first && !hydrated ? props.id : undefined}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
      />
      {children}
    </label>
  );
  const grid = (
    <fieldset className="staff-picker-grid">
      <legend>Uploaded {noun}s</legend>
      {option("", props.optional ? "None" : `No ${noun} yet`, { first: true })}
      {known ? null : option(value, `Now: ${value}`)}
      {choices.map((choice) =>
        option(
          choice.path,
          <>
            <ChoiceThumbnail choice={choice} />
            <span>{choice.label}</span>
          </>,
          { hidden: !matches(choice, search) },
        ),
      )}
    </fieldset>
  );
  if (!hydrated) return grid;
  return (
    <>
      <div className="staff-picker-current">
        {picked ? <ChoiceThumbnail choice={picked} /> : null}
        <span>{picked ? picked.label : value === "" ? `No ${noun} chosen` : `Now: ${value}`}</span>
        <button
          type="button"
          id={props.id}
          className="staff-button staff-button--quiet"
          onClick={() => dialog.current?.showModal()}
          aria-describedby={props.describedBy}
        >
          Choose {kind === "image" ? "an image" : "a PDF"}…
        </button>
      </div>
      <dialog ref={dialog} className="staff-picker-dialog" aria-labelledby={headingId}>
        <h2 id={headingId}>Choose {kind === "image" ? "an image" : "a PDF"}</h2>
        <label>
          Search names and alt texts
          <input type="search" ref={searchBox} />
        </label>
        {grid}
        <p>
          <button type="button" className="staff-button" onClick={() => dialog.current?.close()}>
            Done
          </button>
        </p>
      </dialog>
    </>
  );
}

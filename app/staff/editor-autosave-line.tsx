import type { AutosaveStatus } from "./editor-autosave.ts";

const SAID: {
  [State in AutosaveStatus["state"]]: (status: Extract<AutosaveStatus, { state: State }>) => string;
} = {
  idle: () => "",
  saving: () => "Saving…",
  saved: ({ at }) => `Saved ${at}`,
  refused: ({ message }) => message,
};

/**
 * Where the autosave says what it did, beside the buttons the person is looking at: "Saved 10:42"
 * (UK time). A live region from the start, so that each change is announced; empty without
 * JavaScript, where there is no autosave.
 */
export function AutosaveLine({ status }: { status: AutosaveStatus }) {
  const said = (SAID[status.state] as (status: AutosaveStatus) => string)(status);
  return (
    <p
      className={status.state === "refused" ? "staff-autosave staff-error" : "staff-autosave staff-hint"}
      role="status"
    >
      {said}
    </p>
  );
}

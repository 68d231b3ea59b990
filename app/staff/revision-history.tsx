import type { Ref } from "react";
import { COMPARE_QUERY, type RevisionComparison } from "#shared/content-editing/revision-comparison.ts";
import { REVISION_ACTION_LABELS } from "#shared/content-editing/revisions.ts";
import { RevisionComparisonView, when } from "./revision-comparison.tsx";
import { StaffForm } from "./staff-form.tsx";
import { RowAction, StaffTable } from "./staff-table.tsx";

type HistoryRow = {
  version: number;
  action: keyof typeof REVISION_ACTION_LABELS;
  summary: string;
  actorEmail: string | null;
  at: string;
  restorable: boolean;
  /** The public page showing this revision's record (null: a take-down, or a kind no page shows). */
  previewPath: string | null;
};

export type HistoryProps = {
  history: readonly HistoryRow[];
  /** The two versions the comparison's choices start at (the two latest, or those compared). */
  chosen: { from: number | null; to: number | null };
  comparison: RevisionComparison | null;
  /** The item's version now: its own row has nothing to restore. */
  version: number;
  comparisonRef?: Ref<HTMLElement>;
};

const COMPARE_FORM_ID = "compare-revisions";

/**
 * An item's history: each revision with what it changed, who and when, a choice of two to compare
 * (a GET form whose radio buttons sit in the rows, `form=`-linked, so it works without JavaScript),
 * a preview of its record as the public page would show it, and Restore.
 */
export function RevisionHistory({ history, chosen, comparison, version, comparisonRef }: HistoryProps) {
  const comparable = history.filter((revision) => revision.restorable).length > 1;
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      {comparison ? <RevisionComparisonView comparison={comparison} ref={comparisonRef} /> : null}
      {comparable ? (
        <StaffForm
          method="get"
          id={COMPARE_FORM_ID}
          className="staff-inline"
          aria-label="Compare two versions"
        >
          <p className="staff-hint">
            Choose a version in each of the From and To columns, then compare them.
          </p>
          <button type="submit" className="staff-button staff-button--quiet">
            Compare versions
          </button>
        </StaffForm>
      ) : null}
      {/* Keyed by the choice: the radio buttons start afresh after a save adds a row, not where they were. */}
      <StaffTable
        key={`${chosen.from}-${chosen.to}`}
        columns={[
          "Version",
          "What",
          "Who and when",
          ...(comparable ? ["From", "To"] : []),
          "Preview",
          "Restore",
        ]}
      >
        {history.map((revision) => (
          <tr key={revision.version}>
            <td>{revision.version}</td>
            <td>
              {REVISION_ACTION_LABELS[revision.action]}: {revision.summary}
            </td>
            <td>
              {revision.actorEmail ?? "Content files"}, {when(revision.at)}
            </td>
            {comparable
              ? (["from", "to"] as const).map((side) => (
                  <td key={side}>
                    {revision.restorable ? (
                      <label>
                        <input
                          type="radio"
                          form={COMPARE_FORM_ID}
                          name={COMPARE_QUERY[side]}
                          value={revision.version}
                          defaultChecked={chosen[side] === revision.version}
                        />
                        <span className="visually-hidden">
                          Compare {side} version {revision.version}
                        </span>
                      </label>
                    ) : null}
                  </td>
                ))
              : null}
            <td>
              {revision.previewPath ? (
                <a href={revision.previewPath} aria-label={`Preview version ${revision.version}`}>
                  Preview
                </a>
              ) : null}
            </td>
            <td>
              {revision.restorable && revision.version !== version ? (
                <RowAction
                  intent="restore"
                  fields={{ version, revision: revision.version }}
                  label="Restore"
                  formLabel={`Restore version ${revision.version}`}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}

import type { Ref } from "react";
import {
  type ComparedText,
  type RevisionComparison,
  type RevisionStamp,
  unchangedText,
} from "#shared/content-editing/revision-comparison.ts";
import { ukDateTime } from "#shared/content-editing/uk-time.ts";
import { StaffTable } from "./staff-table.tsx";

export const when = (iso: string) => ukDateTime(iso);

const byWhom = (revision: RevisionStamp) =>
  `version ${revision.version}, ${revision.actorEmail ?? "Content files"}, ${when(revision.at)}`;

/**
 * One side of a changed field: kept words as they are, removed and added ones marked, each mark
 * named in words for screen readers, which do not announce `<del>` and `<ins>` themselves. Text
 * only: React escapes it, so nothing of a revision's markup reaches the page.
 */
function Runs({ runs }: { runs: readonly ComparedText[] }) {
  if (runs.length === 0) return <span className="staff-hint">(empty)</span>;
  return runs.map((run, index) => {
    const id = `${index}-${run.change ?? "kept"}`;
    if (run.change === "removed") {
      return (
        <del key={id}>
          <span className="visually-hidden">[removed: </span>
          {run.text}
          <span className="visually-hidden">]</span>
        </del>
      );
    }
    if (run.change === "added") {
      return (
        <ins key={id}>
          <span className="visually-hidden">[added: </span>
          {run.text}
          <span className="visually-hidden">]</span>
        </ins>
      );
    }
    return <span key={id}>{run.text}</span>;
  });
}

/** What differs between two revisions: each changed field, old and new side by side, then how many are the same. */
export function RevisionComparisonView(props: { comparison: RevisionComparison; ref?: Ref<HTMLElement> }) {
  const { from, to, changed, unchanged } = props.comparison;
  return (
    <section ref={props.ref} className="staff-comparison" aria-labelledby="comparison-title" tabIndex={-1}>
      <h3 id="comparison-title">
        Changes from version {from.version} to version {to.version}
      </h3>
      <p>
        From {byWhom(from)}; to {byWhom(to)}.
      </p>
      {changed.length === 0 ? (
        <p>No field differs between these two versions.</p>
      ) : (
        <StaffTable columns={["Field", `Version ${from.version}`, `Version ${to.version}`]}>
          {changed.map((field) => (
            <tr key={field.label}>
              <th scope="row">{field.label}</th>
              <td className="staff-compared">
                <Runs runs={field.before} />
              </td>
              <td className="staff-compared">
                <Runs runs={field.after} />
                {field.formattingOnly ? (
                  <p className="staff-hint">Only the formatting changed; the words are the same.</p>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <p>{unchangedText(unchanged)}.</p>
    </section>
  );
}

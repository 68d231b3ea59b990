import { StaffForm } from "../../staff/staff-form.tsx";
import { staffMeta } from "../../staff/staff-meta.ts";
import { RowAction, StaffTable } from "../../staff/staff-table.tsx";
import type { Route } from "./+types/routing.ts";
import type { RoutingActionData } from "./routing.server.ts";

export { action, loader } from "./routing.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Routing");

/** A form's answer, beside its own button. */
function Answer({ answer, intent }: { answer: RoutingActionData | undefined; intent: string | string[] }) {
  const mine = answer && (Array.isArray(intent) ? intent.includes(answer.intent) : answer.intent === intent);
  if (!mine) return null;
  return (
    <p className={answer.outcome === "done" ? "staff-notice" : "staff-error"} role="status">
      {answer.message}
    </p>
  );
}

/** A form's answer and its button. */
function Submit(props: { answer: RoutingActionData | undefined; intent: string; label: string }) {
  return (
    <>
      <Answer answer={props.answer} intent={props.intent} />
      <p>
        <button type="submit" className="staff-button">
          {props.label}
        </button>
      </p>
    </>
  );
}

type Person = Route.ComponentProps["loaderData"]["people"][number];

/** A tick box per person who works on leads. */
function PeopleChoices(props: { legend: string; name: string; people: Person[]; ticked: readonly string[] }) {
  return (
    <fieldset className="staff-choices">
      <legend>{props.legend}</legend>
      {props.people.map((person) => (
        <label key={person.id}>
          <input
            type="checkbox"
            name={props.name}
            value={person.id}
            defaultChecked={props.ticked.includes(person.id)}
          />
          {person.name}
        </label>
      ))}
    </fieldset>
  );
}

/** Where new leads go (issue 32): ordered rules, teams taking turns, who is away, the default owner. */
export default function Routing({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, criteria, teams, away, people, defaultOwner } = loaderData;
  const names = new Map(people.map((person) => [person.id, person.name]));
  const assigneeName = (assignee: (typeof rules)[number]["assignee"]) =>
    assignee.kind === "team" ? `Team ${assignee.id}` : (names.get(assignee.id) ?? "someone no longer listed");
  return (
    <>
      <h1>Routing</h1>
      <p>
        Each new lead (not spam) is given to the first rule it matches, from the top: to its person, or to the
        next member of its team in turn, passing over anyone away. A rule whose person or team has nobody
        available passes the lead on to the next rule. What no rule places goes to the default owner. Each
        assignment is mailed to the owner and on the lead's timeline.
      </p>
      <h2>Rules</h2>
      {rules.length === 0 ? (
        <p>No rules yet.</p>
      ) : (
        <StaffTable columns={["Order", "When", "Goes to", { hidden: "Actions" }]}>
          {rules.map((rule, index) => (
            <tr key={rule.id}>
              <td>{index + 1}</td>
              <td>{rule.label}</td>
              <td>{assigneeName(rule.assignee)}</td>
              <td>
                <div className="staff-inline">
                  {index > 0 && (
                    <RowAction
                      intent="move-rule-up"
                      fields={{ rule: rule.id }}
                      label="Move up"
                      name={`Move rule ${index + 1} up`}
                    />
                  )}
                  <RowAction
                    intent="delete-rule"
                    fields={{ rule: rule.id }}
                    label="Delete"
                    name={`Delete rule ${index + 1}`}
                  />
                </div>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Answer answer={actionData} intent={["delete-rule", "move-rule-up"]} />
      <h3>Add a rule</h3>
      <StaffForm intent="add-rule" aria-label="Add a rule">
        <label>
          When
          <select name="match" required defaultValue="">
            <option value="" disabled>
              Choose…
            </option>
            {criteria.map((criterion) => (
              <optgroup key={criterion.criterion} label={criterion.label}>
                {criterion.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          Goes to
          <select name="assignee" required defaultValue="">
            <option value="" disabled>
              Choose…
            </option>
            <optgroup label="People">
              {people.map((person) => (
                <option key={person.id} value={`person:${person.id}`}>
                  {person.name}
                </option>
              ))}
            </optgroup>
            {teams.length > 0 && (
              <optgroup label="Teams (in turn)">
                {teams.map((team) => (
                  <option key={team.name} value={`team:${team.name}`}>
                    Team {team.name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </label>
        <Submit answer={actionData} intent="add-rule" label="Add rule" />
      </StaffForm>
      <h2>Teams</h2>
      {teams.length > 0 && (
        <StaffTable columns={["Team", "Members, in turn", { hidden: "Actions" }]}>
          {teams.map((team) => (
            <tr key={team.name}>
              <td>{team.name}</td>
              <td>{team.members.map((id) => names.get(id) ?? "someone no longer listed").join(", ")}</td>
              <td>
                <RowAction
                  intent="delete-team"
                  fields={{ team: team.name }}
                  label="Delete"
                  name={`Delete team ${team.name}`}
                />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Answer answer={actionData} intent="delete-team" />
      <h3>Add a team</h3>
      <StaffForm intent="add-team" aria-label="Add a team">
        <label>
          Team name
          <input type="text" name="name" required maxLength={40} />
        </label>
        <PeopleChoices legend="Members" name="members" people={people} ticked={[]} />
        <Submit answer={actionData} intent="add-team" label="Add team" />
      </StaffForm>
      <h2>Away</h2>
      <StaffForm intent="save-away" aria-label="Who is away">
        <PeopleChoices legend="Routing passes over" name="away" people={people} ticked={away} />
        <Submit answer={actionData} intent="save-away" label="Save who is away" />
      </StaffForm>
      <h2>Default owner</h2>
      <StaffForm intent="save-default" aria-label="Default owner">
        <label>
          What no rule places goes to
          <select name="owner" defaultValue={defaultOwner ?? ""}>
            <option value="">Nobody (stays unassigned)</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <Submit answer={actionData} intent="save-default" label="Save default owner" />
      </StaffForm>
    </>
  );
}

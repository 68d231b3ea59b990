import { NewTeamMemberFormSchema, TEAM_ADDRESS, TeamFormSchema } from "#shared/content-editing/team-form.ts";
import { fieldErrors } from "../content-editor.server.ts";
import type { ConsoleKindHooks } from "./kind-hooks.server.ts";

/** The board's and the corporate team's: a new member's address is its key, chosen once. */
export function teamHooks(kindName: string): ConsoleKindHooks {
  return {
    async validate(values, { services, key }) {
      if (key !== null) {
        const parsed = TeamFormSchema.safeParse(values);
        return parsed.success ? { fields: parsed.data } : { errors: fieldErrors(parsed.error) };
      }
      const parsed = NewTeamMemberFormSchema.safeParse(values);
      if (!parsed.success) return { errors: fieldErrors(parsed.error) };
      // One already in use (live, draft or taken down) is refused.
      if (await services.contentEditing.get(kindName, parsed.data.slug)) {
        return { errors: { slug: `${TEAM_ADDRESS.message} This one is taken.` } };
      }
      return { fields: parsed.data };
    },
  };
}

import { data } from "react-router";
import { z } from "zod";
import type { DatabaseHandle } from "#server/db/database.ts";
import { servicesContext } from "#server/router-context.ts";
import { clientAddress, requireStaff, requireStaffForm } from "#server/staff/access.ts";
import { erasePersonalData, findPersonalData, type Mention } from "#server/staff/leads/personal-data.ts";
import { STAFF_PAGES } from "#shared/staff/console-routes.ts";
import { PERSONAL_DATA_PATH } from "#shared/staff/leads/paths.ts";
import { PersonalDataEmailSchema } from "#shared/staff/leads/personal-data.ts";
import type { Route } from "./+types/enquiries-personal-data.ts";

/** A mention as the page shows it. */
export type ShownMention = Pick<Mention, "reference" | "label" | "text">;

/** What is held about an address, as the page lists it. */
export type PersonalDataFound = {
  enquiries: { reference: string; createdAt: string; type: string; erased: boolean }[];
  mentions: ShownMention[];
};

export type PersonalDataActionData =
  | { outcome: "found"; email: string; found: PersonalDataFound }
  | {
      outcome: "erased";
      email: string;
      references: string[];
      /** Other leads' texts the address was taken out of, as they now read. */
      redacted: ShownMention[];
      found: PersonalDataFound;
    }
  | { outcome: "invalid"; email: string; error: string }
  | { outcome: "refused"; email: string; found: PersonalDataFound; message: string };

/** Erasing asks twice: the form's confirmation box must be ticked. */
const CONFIRM_ERASURE_MESSAGE = "Tick the box to confirm the erasure.";

const shown = ({ reference, label, text }: Mention): ShownMention => ({ reference, label, text });

async function summary(database: DatabaseHandle, email: string): Promise<PersonalDataFound> {
  const found = await findPersonalData(database, email);
  return {
    enquiries: found.enquiries.map((lead) => ({
      reference: lead.reference,
      createdAt: lead.createdAt,
      type: lead.type,
      erased: lead.erasure !== null,
    })),
    mentions: found.mentions.map(shown),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, STAFF_PAGES[PERSONAL_DATA_PATH]);
  return null;
}

/** Both the search and the erasure are posted: the address is never part of a URL. */
export async function action({ request, context }: Route.ActionArgs) {
  const { database, staff } = context.get(servicesContext);
  const { user, form, intent } = await requireStaffForm(request, context, PERSONAL_DATA_PATH);
  const raw = String(form.get("email") ?? "");
  const email = PersonalDataEmailSchema.safeParse(raw);
  if (!email.success) {
    const error = email.error.issues[0]?.message ?? "Enter the person's e-mail address.";
    return data<PersonalDataActionData>({ outcome: "invalid", email: raw, error }, { status: 400 });
  }
  if (intent === "find") {
    return { outcome: "found", email: email.data, found: await summary(database, email.data) } as const;
  }
  if (!z.literal("yes").safeParse(form.get("confirm")).success) {
    const found = await summary(database, email.data);
    const message = CONFIRM_ERASURE_MESSAGE;
    return data<PersonalDataActionData>(
      { outcome: "refused", email: email.data, found, message },
      { status: 400 },
    );
  }
  const pseudonym = await staff.audit.pseudonymOf(email.data);
  const { references, mentions } = await erasePersonalData(database, {
    email: email.data,
    erasedBy: user.id,
    now: new Date(),
    pseudonym,
  });
  context.get(servicesContext).webhookWorker.nudge();
  // About the erased person, so under their pseudonym like every earlier entry about them.
  await staff.audit.record({
    kind: "lead-erased",
    actor: user,
    subject: pseudonym,
    address: clientAddress(context),
    detail: { references: references.join(" ") || "(none)", mentions: String(mentions.length) },
  });
  const found = await summary(database, email.data);
  const redacted = mentions.map(shown);
  return { outcome: "erased", email: email.data, references, redacted, found } as const;
}

import { z } from "zod";
import { CMS_PAGE_SLUGS, TEAM_KINDS } from "./company-pages.ts";

// A path parameter's message is the 404's: a malformed name is answered as an unknown one.
export const NO_PAGE = "No page with that slug found";
const NO_TEAM = "No team of that name found";
export const NO_MEMBER = "No team member with that slug found";

/** Slugs are lower-case letters, digits and hyphens. */
export const SlugSchema = (message: string) => z.string().regex(/^[a-z0-9-]{1,100}$/, message);

export const PageParamsSchema = z.object({ slug: z.enum(CMS_PAGE_SLUGS, { error: NO_PAGE }) });
export const TeamParamsSchema = z.object({ kind: z.enum(TEAM_KINDS, { error: NO_TEAM }) });
export const ProfileParamsSchema = z.object({
  kind: z.enum(TEAM_KINDS, { error: NO_MEMBER }),
  slug: SlugSchema(NO_MEMBER),
});

/** GET /api/page/{slug}: a company page whose `content` is a JSON string of the spec 3 fields. */
export const CmsPageSchema = z
  .object({
    result: z.object({
      slug: z.string(),
      title: z.string(),
      content: z
        .string()
        .describe(
          "A JSON object as a string: content_title1..4, content_detail1..4 (HTML), content_image1, content_image2, " +
            "image1, image2, video, page_experts (HTML), page_excerpt, pdf_title1, pdf_title2, content_pdf1, content_pdf2",
        ),
    }),
  })
  .describe("The page");

/** A member of the board or the corporate team (spec 3). */
const TeamMemberSchema = z
  .object({
    slug: z.string(),
    image: z.string().nullable().describe("The portrait's path under the file base address, or null"),
    title: z.string().describe("The member's name"),
    sub_title: z.string().describe("The member's role"),
    description: z.string().describe("HTML"),
  })
  .meta({ id: "TeamMember" });

/** GET /api/all-teams/{kind}: the team in its order. */
export const TeamListSchema = z.object({ data: z.array(TeamMemberSchema) }).describe("The team, in order");
export type TeamList = z.infer<typeof TeamListSchema>;

const NeighbourSchema = TeamMemberSchema.pick({ slug: true, title: true, sub_title: true, image: true });

/** GET /api/teams/{kind}/{slug}: the member, and the one before and after (empty at either end). */
export const TeamProfileSchema = z
  .object({
    data: z.array(TeamMemberSchema).describe("One item: the member"),
    previousResult: z.array(NeighbourSchema).max(1),
    nextResult: z.array(NeighbourSchema).max(1),
  })
  .describe("The member and their neighbours");

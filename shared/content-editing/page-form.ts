import { z } from "zod";
import { type EditorField, type EditorValues, recordEditorValues } from "./editor-fields.ts";
import { imagePathField } from "./image-path.ts";

/**
 * A company page's editable fields (spec 2.7 and 3: every `content_*`, image, video and PDF field),
 * labelled as the page presents them: a heading and text per block, pictures beside the blocks.
 */
const PAGE_FIELD_LABELS = {
  title: "Title",
  page_excerpt: "Introduction",
  image1: "Banner picture",
  image2: "Second banner picture",
  video: "Video",
  content_title1: "Block 1 heading",
  content_detail1: "Block 1 text",
  content_image1: "Picture 1",
  content_title2: "Block 2 heading",
  content_detail2: "Block 2 text",
  content_title3: "Block 3 heading",
  content_detail3: "Block 3 text",
  content_image2: "Picture 2",
  content_title4: "Block 4 heading",
  content_detail4: "Block 4 text",
  page_experts: "Highlighted text",
  pdf_title1: "Document 1 title",
  content_pdf1: "Document 1 PDF",
  pdf_title2: "Document 2 title",
  content_pdf2: "Document 2 PDF",
} as const;
type PageField = keyof typeof PAGE_FIELD_LABELS;
export type PageContentField = Exclude<PageField, "title">;

/** Which fields hold HTML (the rich-text editor), pictures, PDFs or the video; the rest are one line of text. */
export const PAGE_FIELD_TYPES = {
  rich: ["content_detail1", "content_detail2", "content_detail3", "content_detail4", "page_experts"],
  image: ["image1", "image2", "content_image1", "content_image2"],
  pdf: ["content_pdf1", "content_pdf2"],
  video: ["video"],
} as const satisfies Record<string, readonly PageContentField[]>;

const PAGE_MESSAGES = {
  title: "Enter the title (up to 200 characters).",
  text: "Keep it under 20,000 characters.",
  image: "Pick an uploaded picture, upload one, or choose none.",
  pdf: "Pick an uploaded PDF, upload one, or choose none.",
  video: "Give the video as its path under the file base, e.g. videos/virtual-tour.webm.",
} as const;

const PDF_PATH = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,250}\.pdf$/i;
const VIDEO_PATH = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,250}\.(?:webm|mp4)$/i;

/** A path under the file base; one given as its address under `/files/` is accepted too. */
const filePath = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/^\/files\//, ""))
    .refine((value) => value === "" || pattern.test(value), message);

const text = z.string().trim().max(20_000, PAGE_MESSAGES.text);

const contentFields = Object.fromEntries(
  (Object.keys(PAGE_FIELD_LABELS) as PageField[])
    .filter((field): field is PageContentField => field !== "title")
    .map((field): [PageContentField, z.ZodType<string, string>] => {
      const isType = (type: keyof typeof PAGE_FIELD_TYPES) =>
        (PAGE_FIELD_TYPES[type] as readonly string[]).includes(field);
      const schema = isType("image")
        ? imagePathField(PAGE_MESSAGES.image)
        : isType("pdf")
          ? filePath(PDF_PATH, PAGE_MESSAGES.pdf)
          : isType("video")
            ? filePath(VIDEO_PATH, PAGE_MESSAGES.video)
            : text;
      return [field, schema];
    }),
) as Record<PageContentField, z.ZodType<string, string>>;

/**
 * The page editor's form as posted: one input per field. It becomes the page file's record, which
 * keeps only the fields the page uses (an empty one is left out, as the files leave it out).
 */
export const PageFormSchema = z
  .object({
    title: z.string().trim().min(1, PAGE_MESSAGES.title).max(200, PAGE_MESSAGES.title),
    ...contentFields,
  })
  .transform(({ title, ...fields }) => ({
    title,
    content: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== "")),
  }));

const VIDEO_HINT =
  "Its path under the file base, e.g. videos/virtual-tour.webm; shown with the banner picture.";

function editorField(name: PageField): EditorField {
  const label = PAGE_FIELD_LABELS[name];
  if (name === "title") return { name, label, type: "text" };
  const types = Object.entries(PAGE_FIELD_TYPES) as [keyof typeof PAGE_FIELD_TYPES, readonly string[]][];
  const type = types.find(([, fields]) => fields.includes(name))?.[0];
  if (type === "rich") return { name, label, type: "rich" };
  if (type === "image" || type === "pdf") return { name, label, type: "file", accept: type, optional: true };
  if (type === "video") return { name, label, type: "text", hint: VIDEO_HINT };
  return { name, label, type: "text" };
}

/** The page editor's fields, in the order the page shows them. */
export const PAGE_EDITOR_FIELDS: readonly EditorField[] = (Object.keys(PAGE_FIELD_LABELS) as PageField[]).map(
  editorField,
);

/** A page's record (title and content) as the editor's flat fields. */
export function pageEditorValues(record: { title: string; content: object }): EditorValues {
  return recordEditorValues(PAGE_EDITOR_FIELDS, { title: record.title, ...record.content });
}

import { z } from "zod";

/** The home page's editable fields, named as the banner shows them (issue 15). */
export const HOME_FIELD_LABELS = {
  slides: "Slides",
  counters: "Counters",
} as const;
export type HomeField = keyof typeof HOME_FIELD_LABELS;

/** The slide's and counter's parts, as the editor labels them. */
export const HOME_PART_LABELS = {
  headline: "Headline",
  lead: "Text",
  actionLabel: "Button text",
  actionTo: "Button address",
  value: "Figure",
  label: "Words after the figure",
} as const;

export const HOME_MESSAGES = {
  headline: "Enter the slide's headline (up to 120 characters).",
  lead: "Enter the slide's text (up to 300 characters).",
  actionLabel: "Enter the button's text (up to 60 characters).",
  actionTo: "Give the button's address on this site, starting with /, e.g. /industries.",
  slides: "Keep between one and six slides, each with its own headline.",
  value: "Give the figure as a whole number from 0 to 9999.",
  label: "Enter the words after the figure (up to 80 characters).",
  counters: "Give up to four counters, each with its own words.",
} as const;

const text = (message: string, max: number) => z.string().trim().min(1, message).max(max, message);

/** The home-page editor's form: the slides in order, then the counters in order. */
export const HomeFormSchema = z.object({
  slides: z
    .array(
      z.object({
        headline: text(HOME_MESSAGES.headline, 120),
        lead: text(HOME_MESSAGES.lead, 300),
        action: z.object({
          label: text(HOME_MESSAGES.actionLabel, 60),
          to: z
            .string()
            .trim()
            .regex(/^\/(?!\/)[^\s<>"\\]{0,300}$/, HOME_MESSAGES.actionTo),
        }),
      }),
    )
    .min(1, HOME_MESSAGES.slides)
    .max(6, HOME_MESSAGES.slides)
    .refine(
      (slides) => new Set(slides.map((slide) => slide.headline)).size === slides.length,
      HOME_MESSAGES.slides,
    ),
  counters: z
    .array(
      z.object({
        value: z.coerce
          .number(HOME_MESSAGES.value)
          .int(HOME_MESSAGES.value)
          .min(0, HOME_MESSAGES.value)
          .max(9999, HOME_MESSAGES.value),
        label: text(HOME_MESSAGES.label, 80),
      }),
    )
    .max(4, HOME_MESSAGES.counters)
    .refine(
      (counters) => new Set(counters.map((counter) => counter.label)).size === counters.length,
      HOME_MESSAGES.counters,
    ),
});
export type HomeForm = z.infer<typeof HomeFormSchema>;

import { z } from "zod";
import { SITE_PATH, type Slide } from "../home/home-banner.ts";
import type { EditorValues } from "./editor-fields.ts";
import { requiredText } from "./form-text.ts";
import {
  allSlotFields,
  type EditorGroup,
  parseSlots,
  type SlotErrors,
  type SlotList,
  slotFields,
  slotValues,
} from "./slot-fields.ts";

/** The home page's editable fields, named as the banner shows them (issue 15). */
export const HOME_FIELD_LABELS = {
  slides: "Slides",
  counters: "Counters",
} as const;
export type HomeField = keyof typeof HOME_FIELD_LABELS;

export const HOME_MESSAGES = {
  headline: "Enter the slide's headline (up to 120 characters).",
  lead: "Enter the slide's text (up to 300 characters).",
  actionLabel: "Enter the button's text (up to 60 characters).",
  actionTo: "Give the button's address on this site, starting with /, e.g. /industries.",
  slides: "Keep between one and six slides, each with its own headline.",
  value: "Give the figure as a whole number from 0 to 9999.",
  label: "Enter the words after the figure (up to 80 characters), different for each counter.",
} as const;

const SlideForm = z
  .object({
    headline: requiredText(HOME_MESSAGES.headline, 120),
    lead: requiredText(HOME_MESSAGES.lead, 300),
    actionLabel: requiredText(HOME_MESSAGES.actionLabel, 60),
    actionTo: z.string().trim().regex(SITE_PATH, HOME_MESSAGES.actionTo),
  })
  .transform(({ headline, lead, actionLabel, actionTo }) => ({
    headline,
    lead,
    action: { label: actionLabel, to: actionTo },
  }));

const CounterForm = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, HOME_MESSAGES.value)
    .transform(Number),
  label: requiredText(HOME_MESSAGES.label, 80),
});

/** What the editor edits of the home page: the banner's slides and counters, in order. */
export type HomeForm = { slides: Slide[]; counters: z.infer<typeof CounterForm>[] };

const SLIDES: SlotList = {
  list: "slides",
  max: 6,
  parts: [
    { name: "headline", label: "Headline", type: "text" },
    { name: "lead", label: "Text", type: "textarea" },
    { name: "actionLabel", label: "Button text", type: "text" },
    {
      name: "actionTo",
      label: "Button address",
      type: "text",
      hint: "An address on this site, e.g. /industries.",
    },
  ],
};

const COUNTERS: SlotList = {
  list: "counters",
  max: 4,
  parts: [
    { name: "value", label: "Figure", type: "text", hint: "A whole number; the page adds the “+”." },
    { name: "label", label: "Words after the figure", type: "text" },
  ],
};

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/** The home-page editor: every slide's slot, then every counter's (empty ones are left out). */
export const HOME_EDITOR = {
  fields: [...allSlotFields(SLIDES), ...allSlotFields(COUNTERS)],
  groups: (): EditorGroup[] => [
    ...Array.from({ length: SLIDES.max }, (_, index) => ({
      legend: `Slide ${index + 1}`,
      fields: slotFields(SLIDES, index),
    })),
    ...Array.from({ length: COUNTERS.max }, (_, index) => ({
      legend: `Counter ${index + 1}`,
      fields: slotFields(COUNTERS, index),
    })),
  ],
  values: (home: HomeForm): EditorValues => ({
    ...slotValues(
      SLIDES,
      home.slides.map((slide) => ({
        headline: slide.headline,
        lead: slide.lead,
        actionLabel: slide.action.label,
        actionTo: slide.action.to,
      })),
    ),
    ...slotValues(
      COUNTERS,
      home.counters.map((counter) => ({ value: String(counter.value), label: counter.label })),
    ),
  }),
  parse(values: EditorValues): { fields: HomeForm } | { errors: SlotErrors } {
    const errors: SlotErrors = {};
    const slides = parseSlots(SLIDES, values, SlideForm, errors);
    const counters = parseSlots(COUNTERS, values, CounterForm, errors);
    if (slides.length === 0 || !distinct(slides.map((slide) => slide.headline))) {
      errors["slides.0.headline"] ??= HOME_MESSAGES.slides;
    }
    if (!distinct(counters.map((counter) => counter.label)))
      errors["counters.0.label"] ??= HOME_MESSAGES.label;
    if (Object.keys(errors).length > 0) return { errors };
    return { fields: { slides, counters } };
  },
};

import { z } from "zod";

/** The first-response target, its calendar and the report (issue 32). */
export const RESPONSE_TIMES_PATH = "/staff/response-times";

export const RESPONSE_MESSAGES = {
  targetHours: "Give the target in working hours, from 0.5 to 40.",
  time: "Give a time of day as HH:MM, e.g. 09:00.",
  closes: "The office must close after it opens.",
  escalationEmail: "Give the e-mail address of the person told about overdue leads, or leave it empty.",
  bankHolidays: "Give each bank holiday on its own line as YYYY-MM-DD, e.g. 2026-12-25.",
} as const;

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, RESPONSE_MESSAGES.time);

/**
 * How fast a lead should get its first response (a reply, or a change of status), in working time:
 * UK weekdays between opening and closing, bank holidays off. Who is told when it is late.
 */
export const ResponseTargetSchema = z
  .object({
    targetHours: z.coerce
      .number()
      .min(0.5, RESPONSE_MESSAGES.targetHours)
      .max(40, RESPONSE_MESSAGES.targetHours),
    opens: time,
    closes: time,
    escalationEmail: z.union([z.literal(""), z.email(RESPONSE_MESSAGES.escalationEmail)]),
    bankHolidays: z
      .array(z.iso.date(RESPONSE_MESSAGES.bankHolidays))
      .max(200, RESPONSE_MESSAGES.bankHolidays),
  })
  .refine((target) => target.closes > target.opens, { path: ["closes"], message: RESPONSE_MESSAGES.closes });
export type ResponseTarget = z.infer<typeof ResponseTargetSchema>;

/** "3 h 05 min", "45 min": a span of working time as the console shows it. */
export function workingSpan(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, "0")} min` : `${rest} min`;
}

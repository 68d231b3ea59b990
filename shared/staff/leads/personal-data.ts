import { z } from "zod";

/** The address a personal-data request is about, as typed by the member of staff handling it. */
export const PersonalDataEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter the person's e-mail address."));

import { z } from "zod";

/** 201 answer of the enquiry POSTs: the enquiry is stored under this reference. */
export const EnquiryAcceptedSchema = z
  .object({
    success: z.literal(true),
    reference: z.string().describe("FC-YYYYMMDD-XXXXXX"),
  })
  .describe("The enquiry is stored");
export type EnquiryAccepted = z.infer<typeof EnquiryAcceptedSchema>;

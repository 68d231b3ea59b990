import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_EXPORT_PATH, LEAD_INBOX_PATH } from "#shared/staff/leads/paths.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import { type StaffBrowser, signedIn, staffAction, staffGet } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/** Issue 32: exports that Excel opens with the names intact and the columns labelled. */
let service: TestService;
let sales: StaffBrowser;
let reference: string;
const NAME = "Jürgen Müller";

beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true", ENQUIRY_RATE_LIMIT: "1000" });
  sales = await signedIn(service, "sales");
  reference = await referenceOf(
    await postEnquiry(service, ENDPOINTS.sales, {
      ...VALID_BODIES.sales,
      name: NAME,
      company: "Müller GmbH",
      country: "DE",
    }),
  );
});
afterAll(() => service?.close());

const query = "q=M%C3%BCller+GmbH";

describe("the lead exports", () => {
  it("writes CSV with a UTF-8 byte-order mark and labelled, merged headings", async () => {
    const response = await staffGet(service, sales, `${LEAD_EXPORT_PATH}?format=csv&${query}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = "", row = ""] = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).split("\r\n");
    const headings = header.replace(/^\uFEFF/, "").split(",");
    expect(headings.slice(0, 5)).toEqual(["Reference", "Form", "Status", "Received", "Owner"]);
    expect(headings).toEqual(
      expect.arrayContaining(["Name", "Product Family", "Location / country", "Last note"]),
    );
    expect(headings.filter((heading) => /product/i.test(heading) && /s$/i.test(heading))).toEqual([
      "Products",
    ]);
    expect(headings).not.toContain("fname");
    expect(new Set(headings).size).toBe(headings.length);
    const cells = row.split(",");
    expect(cells[0]).toBe(reference);
    expect(cells[headings.indexOf("Name")]).toBe(NAME);
    expect(cells[headings.indexOf("Product Family")]).toBe("Foam Control Agents");
    expect(cells[headings.indexOf("Country or territory")]).toBe("Germany");
  });

  it("exports only the ticked rows, through the inbox's bulk form", async () => {
    const other = await referenceOf(
      await postEnquiry(service, ENDPOINTS.contact, { ...VALID_BODIES.contact, company: "Ticked Ltd" }),
    );
    await postEnquiry(service, ENDPOINTS.contact, { ...VALID_BODIES.contact, company: "Not ticked Ltd" });
    const response = await staffAction(service, sales, LEAD_INBOX_PATH, "bulk-export-csv", [
      ["reference", reference.toLowerCase()],
      ["reference", other],
    ]);
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location.startsWith(`${LEAD_EXPORT_PATH}?format=csv&reference=`)).toBe(true);
    const file = await staffGet(service, sales, location);
    const day = new Date().toISOString().slice(0, 10);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="leads-2-ticked-${day}.csv"`);
    const rows = (await file.text()).trim().split("\r\n").slice(1);
    expect(rows.map((row) => row.split(",")[0]).sort()).toEqual([reference, other].sort());
  });

  it("writes an XLSX named after the filter that reads back with the same headings and names", async () => {
    const response = await staffGet(service, sales, `${LEAD_EXPORT_PATH}?format=xlsx&type=sales&${query}`);
    expect(response.headers.get("content-type")).toContain("spreadsheetml");
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="leads-sales-enquiry-${day}.xlsx"`,
    );
    const [sheet] = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
    const [header = [], row = []] = sheet?.data ?? [];
    const csv = await (await staffGet(service, sales, `${LEAD_EXPORT_PATH}?format=csv&${query}`)).text();
    expect(header).toEqual(
      csv
        .replace(/^\uFEFF/, "")
        .split("\r\n")[0]
        ?.split(","),
    );
    expect(row[0]).toBe(reference);
    expect(row[header.indexOf("Name")]).toBe(NAME);
    expect(row[header.indexOf("Company")]).toBe("Müller GmbH");
  });
});

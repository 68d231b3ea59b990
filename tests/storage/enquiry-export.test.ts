import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeEnquiry } from "#server/enquiries/store.ts";
import { ENDPOINTS, postEnquiry, referenceOf, VALID_BODIES } from "../support/enquiry-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const run = promisify(execFile);

describe("enquiry export and purge scripts", () => {
  let service: TestService;
  let contactReference: string;
  let salesReference: string;
  let germanReference: string;
  let expiredReference: string;

  /** Runs one of the npm scripts' entry points against the test service's own database. */
  async function script(name: "export" | "purge", ...args: string[]) {
    return run(process.execPath, [`scripts/enquiries/${name}.ts`, ...args], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: service.dataDir,
        DATABASE_URL: service.services.config.databaseUrl ?? "",
      },
    });
  }

  beforeAll(async () => {
    service = await startTestService({ ENQUIRY_RATE_LIMIT: "1000" });
    contactReference = await referenceOf(
      await postEnquiry(service, ENDPOINTS.contact, {
        ...VALID_BODIES.contact,
        company: '=HYPERLINK("http://evil.example","Click")',
        message: 'Two lines,\nwith "quotes".',
      }),
    );
    salesReference = await referenceOf(await postEnquiry(service, ENDPOINTS.sales, VALID_BODIES.sales));
    // Sent from the German sales page (its script names the page in the Referer).
    germanReference = await referenceOf(
      await postEnquiry(service, ENDPOINTS.sales, VALID_BODIES.sales, {
        referer: `${service.baseUrl}/de/sales-enquiry`,
      }),
    );
    const sevenYearsAgo = new Date(Date.now() - 7 * 365.25 * 24 * 3600 * 1000);
    expiredReference = await storeEnquiry(service.services.database, {
      type: "contact",
      input: { fields: { ...VALID_BODIES.contact }, marketingConsent: false, lines: [] },
      spam: false,
      sourcePage: "/contact-us",
      language: "en",
      clientKey: "test",
      confirmation: undefined,
      now: sevenYearsAgo,
    });
  });
  afterAll(() => service.stop());

  it("exports every enquiry as CSV with a labelled column per form field, safe from formula injection", async () => {
    const { stdout } = await script("export", "--format", "csv");
    const [header, ...rows] = stdout.trimEnd().split("\r\n");
    expect(header).toMatch(/^\uFEFFReference,Form,Status,Received,Owner,Sent from page,Language,/);
    expect(header?.split(",")).toEqual(
      expect.arrayContaining(["Name", "Email", "Company", "Message", "Product Family", "Last note"]),
    );
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(stdout).toContain('"Two lines,\nwith ""quotes""."');
    expect(stdout).toContain("'+44 20 7946 0321");
    expect(stdout).toContain(salesReference);
    expect(rows.find((row) => row.startsWith(germanReference))).toContain(",/de/sales-enquiry,de,");
    expect(rows.filter((row) => /^FC-/.test(row))).toHaveLength(4);
  });

  it("filters by type and by day received, and prints JSON", async () => {
    const { stdout } = await script("export", "--format", "json", "--type", "sales");
    const enquiries = JSON.parse(stdout) as { reference: string; fields: Record<string, string> }[];
    expect(enquiries.map((e) => e.reference)).toEqual([salesReference, germanReference]);
    expect(enquiries[0]?.fields.company).toBe(VALID_BODIES.sales.company);

    const today = new Date().toISOString().slice(0, 10);
    const recent = JSON.parse((await script("export", "--format", "json", "--since", today)).stdout) as {
      reference: string;
    }[];
    expect(recent.map((e) => e.reference).sort()).toEqual(
      [contactReference, salesReference, germanReference].sort(),
    );
  });

  it("filters by the visitor's language, which the JSON carries", async () => {
    const german = JSON.parse((await script("export", "--format", "json", "--language", "de")).stdout);
    expect(german).toMatchObject([
      { reference: germanReference, language: "de", sourcePage: "/de/sales-enquiry" },
    ]);
    const english = JSON.parse((await script("export", "--format", "json", "--language", "en")).stdout) as {
      reference: string;
    }[];
    expect(english.map((e) => e.reference)).toContain(salesReference);
    expect(english.map((e) => e.reference)).not.toContain(germanReference);
  });

  it("refuses bad options with a usage line", async () => {
    await expect(script("export", "--format", "xml")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("usage: npm run -s enquiries:export"),
    });
    await expect(script("export", "--format", "csv", "--since", "yesterday")).rejects.toMatchObject({
      code: 2,
    });
    await expect(script("export", "--format", "csv", "--type", "spam")).rejects.toMatchObject({ code: 2 });
    await expect(script("export", "--format", "csv", "--language", "it")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--language must be one of en, de, fr, es"),
    });
  });

  it("purges only enquiries past the retention period, and only lists them on a dry run", async () => {
    const dryRun = await script("purge", "--dry-run");
    expect(dryRun.stdout).toMatch(/^would delete 1 enquiry received before .* \(retention: 6 years\)/);
    expect(dryRun.stdout).toContain(expiredReference);
    expect((await script("export", "--format", "csv")).stdout).toContain(expiredReference);

    const purge = await script("purge");
    expect(purge.stdout).toMatch(/^deleted 1 enquiry/);
    const remaining = (await script("export", "--format", "csv")).stdout;
    expect(remaining).not.toContain(expiredReference);
    expect(remaining).toContain(contactReference);
    expect(remaining).toContain(salesReference);
    const orphanJobs = await service.services.database.db
      .selectFrom("enquiry_outbox")
      .select("id")
      .where("enquiry_reference", "=", expiredReference)
      .execute();
    expect(orphanJobs).toEqual([]);
  });
});

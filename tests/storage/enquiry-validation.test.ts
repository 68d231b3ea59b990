import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_FORMS } from "#shared/enquiries/forms.ts";
import { ENDPOINTS, firstProductOf, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

let service: TestService;
let productBody: Record<string, string>;
beforeAll(async () => {
  service = await startTestService({ ENQUIRY_RATE_LIMIT: "1000" });
  productBody = { ...VALID_BODIES.product, sampleproduct1: await firstProductOf(service, "5") };
});
afterAll(() => service.stop());

async function errorsFor(pathname: string, body: unknown): Promise<Record<string, string>> {
  const response = await postEnquiry(service, pathname, body);
  expect(response.status).toBe(400);
  const json = (await response.json()) as { errors: Record<string, string> };
  return json.errors;
}

describe("required fields and the spec 5 messages", () => {
  it("contact: every field required, with its message", async () => {
    expect(await errorsFor(ENDPOINTS.contact, {})).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      phone: "Phone is required.",
      company: "Company is required.",
      request: "Request Type is required.",
      message: "Message is required.",
    });
  });

  it.each([ENDPOINTS.sales, ENDPOINTS.sample])("%s: the sales form's required fields", async (pathname) => {
    expect(await errorsFor(pathname, { address2: "", city: "" })).toEqual({
      name: "Name is required.",
      company: "Company is required.",
      email: "Email is required.",
      phone: "Phone is required.",
      address: "Address Line 1 is required.",
      postcode: "Postcode is required.",
      location: "Location is required.",
      industry: "Industry is required.",
      productfamily: "Product Family is required.",
      message: "Message is required.",
    });
  });

  it("product enquiry: name, company, email, phone, address, country, first product and message", async () => {
    expect(await errorsFor(ENDPOINTS.product, {})).toEqual({
      fname: "Name is required.",
      company: "Company is required.",
      email: "Email is required.",
      phone: "Phone Number is required.",
      paddress: "Address is required.",
      selectcountry: "Country is required.",
      productfamily1: "Product 1 family is required.",
      sampleproduct1: "Select Product 1 is required.",
      message: "Message is required.",
    });
  });

  it("treats blank and whitespace-only values as missing", async () => {
    const errors = await errorsFor(ENDPOINTS.contact, { ...VALID_BODIES.contact, name: "   " });
    expect(errors).toEqual({ name: "Name is required." });
  });
});

describe("the 'Others' industry", () => {
  it("requires 'other' only when the industry is Others", async () => {
    const errors = await errorsFor(ENDPOINTS.sales, { ...VALID_BODIES.sales, industry: "Others" });
    expect(errors).toEqual({ other: "Other is required." });
    const accepted = await postEnquiry(service, ENDPOINTS.sales, {
      ...VALID_BODIES.sales,
      industry: "Others",
      other: "Cosmetics",
    });
    expect(accepted.status).toBe(201);
  });

  it("drops 'other' when another industry is chosen", async () => {
    const response = await postEnquiry(service, ENDPOINTS.sales, { ...VALID_BODIES.sales, other: "Ignored" });
    const { reference } = (await response.json()) as { reference: string };
    const row = await service.services.database.db
      .selectFrom("enquiries")
      .select("fields")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields)).toMatchObject({ industry: "Manufacturing", other: "" });
  });
});

describe("formats, options and lengths", () => {
  it("wants an e-mail address that looks like one", async () => {
    const errors = await errorsFor(ENDPOINTS.contact, { ...VALID_BODIES.contact, email: "priya at example" });
    expect(errors).toEqual({ email: "Please enter a valid email address." });
  });

  it("accepts only the listed options", async () => {
    const errors = await errorsFor(ENDPOINTS.sales, {
      ...VALID_BODIES.sales,
      location: "Mars",
      industry: "Bakery",
      productfamily: "99",
    });
    expect(errors).toEqual({
      location: "Choose a Location from the list.",
      industry: "Choose a Industry from the list.",
      productfamily: "Choose a Product Family from the list.",
    });
  });

  it("accepts every listed option", async () => {
    for (const field of ENQUIRY_FORMS.sales.fields.filter((candidate) => candidate.kind === "select")) {
      for (const option of field.options ?? []) {
        const body = { ...VALID_BODIES.sales, other: "Cosmetics", [field.name]: option };
        expect((await postEnquiry(service, ENDPOINTS.sales, body)).status, `${field.name}=${option}`).toBe(
          201,
        );
      }
    }
  });

  it("limits every field's length", async () => {
    const errors = await errorsFor(ENDPOINTS.contact, { ...VALID_BODIES.contact, name: "x".repeat(101) });
    expect(errors).toEqual({ name: "Name must be at most 100 characters." });
  });

  it("accepts a family id sent as a number, as the spec's client does", async () => {
    const response = await postEnquiry(service, ENDPOINTS.sales, { ...VALID_BODIES.sales, productfamily: 3 });
    expect(response.status).toBe(201);
  });

  it("wants a product from the chosen family", async () => {
    const errors = await errorsFor(ENDPOINTS.product, { ...productBody, sampleproduct1: "Snake Oil 9000" });
    expect(errors).toEqual({ sampleproduct1: "Choose a Product 1 from the list." });
    const other = await errorsFor(ENDPOINTS.sales, {
      ...VALID_BODIES.sales,
      product: productBody.sampleproduct1,
    });
    expect(other).toEqual({ product: "Choose a Product from the list." });
  });

  it("answers 400 with the field errors in the API's error shape", async () => {
    const response = await postEnquiry(service, ENDPOINTS.contact, { name: "Ann" });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      errors: expect.any(Object),
    });
  });
});

describe("accepted enquiries", () => {
  it.each([
    ["contact", ENDPOINTS.contact, () => VALID_BODIES.contact],
    ["sales", ENDPOINTS.sales, () => VALID_BODIES.sales],
    ["sample", ENDPOINTS.sample, () => VALID_BODIES.sales],
    ["product", ENDPOINTS.product, () => productBody],
  ] as const)("%s: 201 with a reference, stored with every field", async (type, pathname, body) => {
    const response = await postEnquiry(
      service,
      pathname,
      { ...body(), unknownField: "dropped", marketing: true },
      { referer: `${service.baseUrl}/somewhere` },
    );
    expect(response.status).toBe(201);
    const json = (await response.json()) as { success: boolean; reference: string };
    expect(json).toEqual({ success: true, reference: expect.stringMatching(/^FC-\d{8}-[0-9A-Z]{6}$/) });
    const row = await service.services.database.db
      .selectFrom("enquiries")
      .selectAll()
      .where("reference", "=", json.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type, status: "received", source_page: "/somewhere" });
    expect(JSON.parse(row.fields)).toMatchObject(body());
    expect(JSON.parse(row.fields)).not.toHaveProperty("unknownField");
    expect(row.marketing_consent_text).toMatch(/^I would like to receive/);
    expect(row.marketing_consent_at).toBe(row.created_at);
  });

  it("stores no consent when the box is not ticked", async () => {
    const response = await postEnquiry(service, ENDPOINTS.contact, VALID_BODIES.contact);
    const { reference } = (await response.json()) as { reference: string };
    const row = await service.services.database.db
      .selectFrom("enquiries")
      .select(["marketing_consent_text", "marketing_consent_at"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ marketing_consent_text: null, marketing_consent_at: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiriesToCsv, readEnquiries } from "#server/enquiries/export.ts";
import { newXsrfToken } from "#server/http/xsrf.ts";
import { getLead } from "#server/staff/leads/lead-record.ts";
import { BASKET_COOKIE } from "#shared/enquiries/sample-basket.ts";
import { XSRF_FIELD } from "#shared/site/anti-forgery.ts";
import { ENDPOINTS, postEnquiry, VALID_BODIES } from "../support/enquiry-client.ts";
import { request } from "../support/http-client.ts";
import type { MailCatcher } from "../support/mail-catcher.ts";
import { startMailedService } from "../support/mailed-service.ts";
import type { TestService } from "../support/test-service.ts";

let catcher: MailCatcher;
let service: TestService;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ catcher, service, stop } = await startMailedService({ ENQUIRY_RATE_LIMIT: "1000" }));
});
afterAll(() => stop?.());

const S120 = "fenfoam-s-120";
const V15 = "fenfoam-v-15";
const FG2 = "fenlube-fg-2";

/** A basket post as the buttons send it without JavaScript. */
function basketPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(service, "/request-a-sample", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The basket cookie a response sets, as the browser would send it back. */
function basketCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${BASKET_COOKIE}=`));
  expect(cookie).toBeDefined();
  return (cookie ?? "").split(";")[0] ?? "";
}

/** Adds products one after another, as a visitor does, and returns the cookie holding them. */
async function basketOf(slugs: string[]): Promise<string> {
  let cookie = "";
  for (const slug of slugs) {
    const response = await basketPost({ basket: "add", slug, back: "/product" }, cookie ? { cookie } : {});
    cookie = basketCookie(response);
  }
  return cookie;
}

describe("the sample basket", () => {
  it("sets no cookie on public pages, which stay shared and cached, for visitors who never use it", async () => {
    for (const path of ["/product?cat_id=3", `/products/${S120}`, "/"]) {
      const response = await request(service, path);
      expect(response.headers.getSetCookie(), path).toEqual([]);
      expect(response.headers.get("cache-control"), path).toContain("public");
    }
  });

  it("adds a product without JavaScript and sends the visitor back to the page they were on", async () => {
    const response = await basketPost({ basket: "add", slug: S120, back: "/product?cat_id=3&page=2" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/product?cat_id=3&page=2");
    const cookie = response.headers.getSetCookie().join("\n");
    expect(cookie).toContain(`${BASKET_COOKIE}=${S120};`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("shows the basket's count in the header of every page, which is then rendered for that visitor alone", async () => {
    const cookie = await basketOf([S120, V15]);
    for (const path of ["/about", "/product?cat_id=3"]) {
      const response = await request(service, path, { headers: { cookie } });
      const html = await response.text();
      expect(html, path).toMatch(
        /<a class="basket-link" href="\/request-a-sample"[^>]*>.*?<span class="basket-link-label">Sample request<\/span><span class="basket-count">2<span class="visually-hidden"> products<\/span>/,
      );
      expect(response.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    const without = await (await request(service, "/about")).text();
    expect(without).not.toContain("basket-link");
  });

  it("holds five products at most, each once, and only products of the catalogue", async () => {
    const cookie = await basketOf([
      S120,
      V15,
      S120,
      "no-such-product",
      FG2,
      "fenlube-cp-60",
      "fenrelease-b-30",
      "fenrelease-m-8",
    ]);
    expect(cookie).toBe(`${BASKET_COOKIE}=${[S120, V15, FG2, "fenlube-cp-60", "fenrelease-b-30"].join(".")}`);
  });

  it("removes products and drops the cookie once the basket is empty", async () => {
    const cookie = await basketOf([S120, V15]);
    const one = await basketPost({ basket: "remove", slug: S120, back: "/request-a-sample" }, { cookie });
    expect(basketCookie(one)).toBe(`${BASKET_COOKIE}=${V15}`);
    const none = await basketPost({ basket: "clear", back: "/request-a-sample" }, { cookie });
    expect(none.headers.getSetCookie().join("\n")).toContain("Max-Age=0");
  });

  it("takes the same change from a page's script, which posts to the page's data address", async () => {
    const response = await request(service, "/request-a-sample.data", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: service.baseUrl },
      body: new URLSearchParams({ basket: "add", slug: V15 }).toString(),
    });
    expect(response.status).toBe(200);
    expect(basketCookie(response)).toBe(`${BASKET_COOKIE}=${V15}`);
    // Client navigation reads the sample request's own data there, not the sales enquiry's.
    expect(await (await request(service, "/request-a-sample.data")).text()).toContain('"type","sample"');
  });

  it("refuses a post from another site and a way back to another host", async () => {
    const forged = await basketPost(
      { basket: "add", slug: S120, back: "/" },
      { origin: "https://attacker.example" },
    );
    // React Router's own check answers first (400); the basket's own Origin check would say 403.
    expect([400, 403]).toContain(forged.status);
    expect(forged.headers.getSetCookie()).toEqual([]);
    for (const back of [
      "//attacker.example/x",
      "https://attacker.example/",
      "/\\attacker.example",
      "/.//attacker.example/x",
      "/\t/attacker.example",
    ]) {
      const response = await basketPost({ basket: "add", slug: S120, back });
      expect(response.headers.get("location") ?? "", back).not.toContain("attacker");
    }
  });

  it("lists the basket on the sample request with a quantity and an intended use per product", async () => {
    const cookie = await basketOf([S120, FG2]);
    const html = await (await request(service, "/request-a-sample", { headers: { cookie } })).text();
    expect(html).toContain("Samples requested (2 of 5)");
    for (const [position, slug] of [
      [1, S120],
      [2, FG2],
    ] as const) {
      expect(html).toContain(`name="sample${position}" value="${slug}"`);
      expect(html).toContain(`name="quantity${position}"`);
      expect(html).toContain(`name="use${position}"`);
    }
    expect(html).toContain("Quantity of Fenfoam S-120");
    expect(html).toContain("Intended use of Fenlube FG-2");
  });

  it("keeps the single-family request as the spec has it when the basket is empty", async () => {
    const html = await (await request(service, "/request-a-sample")).text();
    expect(html).not.toContain("Samples requested");
    const response = await postEnquiry(service, ENDPOINTS.sample, {
      ...VALID_BODIES.sales,
      productfamily: "",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.productfamily).toBe(
      "Product Family is required.",
    );
  });
});

describe("a sample request of several products", () => {
  const lines = {
    sample1: S120,
    quantity1: "1 kg",
    use1: "Foam at start-up in a corn wet-milling steep tank",
    sample2: V15,
    quantity2: "500 g",
    use2: '=HYPERLINK("x") as an organic-line alternative',
    sample3: FG2,
    quantity3: "250 g",
    use3: "Conveyor chain lubrication near the dryer",
  };
  const body = { ...VALID_BODIES.sales, productfamily: "", ...lines };

  it("asks for each product's quantity and use, and names the line; no product family is needed", async () => {
    const errorsOf = async (changes: Record<string, string>) => {
      const response = await postEnquiry(service, ENDPOINTS.sample, { ...body, ...changes });
      expect(response.status).toBe(400);
      return ((await response.json()) as { errors: Record<string, string> }).errors;
    };
    expect(await errorsOf({ quantity2: "", use3: "", sample1: "" })).toEqual({
      quantity2: "Sample 2 quantity is required.",
      use3: "Sample 3 intended use is required.",
    });
    expect(await errorsOf({ sample1: "no-such-product" })).toEqual({
      sample1: "Sample 1 is not a product of our catalogue.",
    });
    expect(await errorsOf({ sample3: S120 })).toEqual({ sample3: "Sample 3 is already in this request." });
  });

  it("is stored, mailed and exported as one lead naming every product (JSON API)", async () => {
    const response = await postEnquiry(service, ENDPOINTS.sample, body);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await expectOneLead(reference);
  });

  it("is sent without JavaScript from the basket, which is emptied", async () => {
    const cookie = await basketOf([S120, V15, FG2]);
    const token = newXsrfToken();
    const response = await request(service, "/request-a-sample", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `${cookie}; XSRF-TOKEN=${token}`,
      },
      body: new URLSearchParams({ ...body, [XSRF_FIELD]: token }).toString(),
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Thank you for your inquiry.");
    // The page that answers already shows the emptied basket.
    expect(html).not.toContain("basket-link");
    expect(html).not.toContain("Samples requested");
    expect(response.headers.getSetCookie().join("\n")).toMatch(new RegExp(`${BASKET_COOKIE}=; .*Max-Age=0`));
    const stored = await readEnquiries(service.services.database.db, { type: "sample" });
    await expectOneLead(stored.at(-1)?.reference ?? "");
  });

  async function expectOneLead(reference: string) {
    const { db } = service.services.database;
    const enquiries = await db
      .selectFrom("enquiries")
      .select("reference")
      .where("reference", "=", reference)
      .execute();
    expect(enquiries).toHaveLength(1);
    const names = ["Fenfoam S-120", "Fenfoam V-15", "Fenlube FG-2"];

    const lead = await getLead(service.services.database, reference);
    expect(lead?.products.map((line) => [line.name, line.quantity])).toEqual([
      ["Fenfoam S-120", "1 kg"],
      ["Fenfoam V-15", "500 g"],
      ["Fenlube FG-2", "250 g"],
    ]);

    const exported = (await readEnquiries(db, { type: "sample" })).find(
      (item) => item.reference === reference,
    );
    expect(exported?.products.map((line) => line.name)).toEqual(names);
    const csv = enquiriesToCsv(exported ? [exported] : []);
    expect(csv.split("\r\n")[0]).toMatch(/,Sample basket,/);
    for (const name of names) expect(csv).toContain(name);
    // The cell starts with a product's name, so the typed formula inside it is never run.
    expect(csv).toContain('"Fenfoam S-120 (Foam Control Agents): 1 kg, for Foam at start-up');

    const mail = await catcher.find((caught) => caught.reference === reference);
    expect(mail.parsed.subject).toContain(": 3 products");
    const text = mail.parsed.text ?? "";
    expect(text).toContain("Samples requested (3):");
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain(
      "1. Fenfoam S-120 (Foam Control Agents): 1 kg, for Foam at start-up in a corn wet-milling steep tank",
    );
  }
});

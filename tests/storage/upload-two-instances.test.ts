import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";
import { sampleImage, samplePdf, uploadHash, uploadThroughPage } from "../support/upload-client.ts";

/** Two instances on one database (PostgreSQL, or the same SQLite folder), as behind a load balancer. */
let first: TestService;
let second: TestService;
beforeAll(async () => {
  first = await startTestService({ TRUST_PROXY: "true" });
  second = await startTestService({
    TRUST_PROXY: "true",
    DATA_DIR: first.dataDir,
    ...(first.services.config.databaseUrl ? { DATABASE_URL: first.services.config.databaseUrl } : {}),
  });
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

describe("uploads on two instances", () => {
  it("serves on one instance the files uploaded on the other", async () => {
    const editor = await signedIn(first, "editor");
    const pdf = samplePdf("Fenmoor AF-7 antifoam: REACH statement");
    const image = await sampleImage(1200, 800, "png", { seed: 9 });
    expect((await uploadThroughPage(first, editor, { bytes: pdf, name: "reach.pdf" })).status).toBe(200);
    expect(
      (await uploadThroughPage(first, editor, { bytes: image, name: "plant.png" }, "The plant at dusk"))
        .status,
    ).toBe(200);

    const servedPdf = await second.fetch(`/files/uploads/${uploadHash(pdf)}.pdf`);
    expect(servedPdf.status).toBe(200);
    expect(Buffer.from(await servedPdf.arrayBuffer()).equals(pdf)).toBe(true);
    const servedImage = await second.fetch(`/files/uploads/${uploadHash(image)}-960.avif`);
    expect(servedImage.status).toBe(200);
    expect(servedImage.headers.get("content-type")).toBe("image/avif");
    expect((await second.services.uploads.responsiveImage(uploadHash(image)))?.alt).toBe("The plant at dusk");
  });
});

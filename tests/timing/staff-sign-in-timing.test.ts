import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, newBrowser, signIn } from "../support/staff-client.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

/**
 * Sign-in must not tell whether an address has an account by its time: an unknown address costs a
 * password hash too. A timing test, so it runs in its own step, after the others (docs/testing.md).
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ TRUST_PROXY: "true" });
  await createPerson(service, "sales.person@fenmoor.example", "sales");
});
afterAll(async () => {
  await service.stop();
});

describe("password sign-in", () => {
  it("takes as long for an unknown address as for a wrong password, so timing tells no account apart", async () => {
    const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    const timed = async (email: string, attempt: number) => {
      const started = performance.now();
      const response = await signIn(
        service,
        newBrowser(`198.51.100.${100 + attempt}`),
        email,
        "not-my-password",
      );
      expect(response.status).toBe(401);
      return performance.now() - started;
    };
    // Each pair runs back to back (under the account's limit of 10), so a burst of load on the machine,
    // such as a test file running beside this one, weighs on both of it: the pairs' median ratio is
    // what the two paths themselves cost.
    const ratios: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const unknown = await timed(`nobody-${attempt}@fenmoor.example`, attempt);
      ratios.push(unknown / (await timed("sales.person@fenmoor.example", attempt + 50)));
    }
    // A password hash takes tens of milliseconds: skipping it for unknown addresses would halve the time.
    expect(median(ratios)).toBeGreaterThan(0.6);
  });
});

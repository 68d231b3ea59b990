import { afterAll, beforeAll, expect, it } from "vitest";
import { sampleEditorPath } from "../support/sample-editor-paths.ts";
import { type StaffBrowser, staffGet, startSignedIn } from "../support/staff-client.ts";
import type { TestService } from "../support/test-service.ts";

/** `?done=` names a notice; any other word, an Object property's name too, shows none (issue 30). */
let service: TestService;
let browser: StaffBrowser;
beforeAll(async () => {
  ({ service, browser } = await startSignedIn("admin"));
});
afterAll(async () => {
  await service.stop();
});

it.each(["/staff/news/:key", "/staff/pages/:key"])(
  "%s renders with ?done=__proto__ or ?done=constructor",
  async (path) => {
    for (const done of ["__proto__", "constructor", "toString"]) {
      const item = await sampleEditorPath(service, browser, path);
      const answer = await staffGet(service, browser, `${item}?done=${done}`);
      expect(answer.status, done).toBe(200);
    }
  },
);

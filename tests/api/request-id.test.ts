import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/test-service.ts";

const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function requestIdFor(service: TestService, requestId: string): Promise<string | null> {
  const response = await service.fetch("/healthz", { headers: { "x-request-id": requestId } });
  await response.body?.cancel();
  return response.headers.get("x-request-id");
}

describe("X-Request-Id from a client that reaches the service directly (TRUST_PROXY unset)", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(() => service.stop());

  it("is replaced by a generated id, even in a safe format", async () => {
    expect(await requestIdFor(service, "trace-123")).toMatch(GENERATED);
  });
});

describe("X-Request-Id from a trusted proxy (TRUST_PROXY=loopback)", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(() => service.stop());

  it("is used and echoed when it is up to 64 letters, digits, dots, underscores and hyphens", async () => {
    expect(await requestIdFor(service, "trace-123")).toBe("trace-123");
    const longest = `Ab9._-${"x".repeat(58)}`;
    expect(await requestIdFor(service, longest)).toBe(longest);
  });

  it.each([
    ["8 KB long", "a".repeat(8 * 1024)],
    ["65 characters", "x".repeat(65)],
    ["HTML", "<script>alert(1)</script>"],
    ["spaces and quotes", 'a b"c'],
  ])("is replaced by a generated id when %s", async (_case, requestId) => {
    expect(await requestIdFor(service, requestId)).toMatch(GENERATED);
  });
});

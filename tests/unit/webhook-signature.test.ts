import { describe, expect, it } from "vitest";
import { newWebhookSecret, webhookSignature } from "#server/webhooks/signature.ts";

describe("webhook signatures", () => {
  it("reproduce the Standard Webhooks reference example", () => {
    expect(
      webhookSignature(
        "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        "msg_p5jXN8AQM9LWM0D4loKWxJek",
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("use a new whsec_ secret for each endpoint", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

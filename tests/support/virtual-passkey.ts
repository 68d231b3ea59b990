import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type { TestService } from "./test-service.ts";

const b64url = (bytes: Buffer) => bytes.toString("base64url");

/**
 * A passkey of a person, stored as the passkey plugin stores one it registered, and the key that
 * answers its challenges: an authenticator without a browser.
 */
export async function addVirtualPasskey(service: TestService, userId: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const coordinate = (value = "") => Buffer.from(value, "base64url");
  // The COSE key as CBOR: {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    coordinate(jwk.x),
    Buffer.from([0x22, 0x58, 0x20]),
    coordinate(jwk.y),
  ]);
  const credentialId = b64url(randomBytes(16));
  await service.services.database.db
    .insertInto("staff_passkeys")
    .values({
      id: b64url(randomBytes(12)),
      name: "virtual",
      public_key: cose.toString("base64"),
      user_id: userId,
      credential_id: credentialId,
      counter: 0,
      device_type: "singleDevice",
      backed_up: service.services.database.dialect === "postgres" ? false : 0,
      transports: "internal",
      aaguid: null,
      created_at: new Date().toISOString(),
    } as never)
    .execute();

  let counter = 0;
  /** The authenticator's answer to a challenge, for the site's origin; its counter goes up each time. */
  return function assertion(challenge: string) {
    counter++;
    const site = new URL(service.services.config.publicSiteUrl);
    const clientData = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge, origin: site.origin, crossOrigin: false }),
    );
    // rpIdHash, flags (user present and verified), the signature counter.
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const authenticatorData = Buffer.concat([
      createHash("sha256").update(site.hostname).digest(),
      Buffer.from([0x05]),
      count,
    ]);
    const signed = Buffer.concat([authenticatorData, createHash("sha256").update(clientData).digest()]);
    return {
      id: credentialId,
      rawId: credentialId,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(sign("sha256", signed, privateKey)),
      },
    };
  };
}

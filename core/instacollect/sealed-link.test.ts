import { describe, expect, it } from "vitest";
import { tokenKey } from "../sandbox/signed-token";
import { openLink, sealLink } from "./sealed-link";

const key = tokenKey("a-secret-for-the-test");

describe("sealed links", () => {
  it("open to their payload with the key that sealed them, and read as noise without it", () => {
    const payload = { s: "ics_X", c: "198.51.100.1", i: ["b", "SBX-BILL-POWER", "9876543210"] };
    const sealed = sealLink(payload, key);
    expect(openLink(sealed, key)).toEqual(payload);
    expect(sealed).not.toContain("9876543210");
    expect(Buffer.from(sealed.split(".")[1] ?? "", "base64url").toString("latin1")).not.toContain(
      "198.51.100.1",
    );
    expect(openLink(sealed, tokenKey("another-secret"))).toBeUndefined();
  });

  it("refuse any change to the nonce, the ciphertext or the tag", () => {
    const sealed = sealLink({ s: "ics_Y" }, key);
    const parts = sealed.split(".");
    for (let index = 0; index < 3; index += 1) {
      const changed = [...parts];
      const part = changed[index] ?? "";
      changed[index] = `${part.charAt(0) === "A" ? "B" : "A"}${part.slice(1)}`;
      expect(openLink(changed.join("."), key)).toBeUndefined();
    }
    expect(openLink("not-a-link", key)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import {
  notificationVector,
  sampleEncryptedNotification,
  sampleNotificationHeader,
  sampleTransactions,
} from "../../core/fastag-cipher-vectors";
import { formatDecrypted, readForDecryption, readForEncryption } from "./payload-cipher-input";

const plainNotification = { header: sampleNotificationHeader, transactions: sampleTransactions };

describe("readForEncryption", () => {
  it("encrypts only a notification's transactions and keeps its header in clear", () => {
    const input = readForEncryption(JSON.stringify(plainNotification, null, 2));
    if (!input.ok) throw new Error(input.error);
    expect(input.plaintext).toBe(notificationVector.plaintext);
    expect(JSON.parse(input.present("CIPHERTEXT"))).toEqual({
      header: sampleNotificationHeader,
      transactionsEncrypted: "CIPHERTEXT",
    });
  });

  it("keeps the notification's field order", () => {
    const input = readForEncryption(JSON.stringify({ transactions: [], header: {} }));
    if (!input.ok) throw new Error(input.error);
    expect(Object.keys(JSON.parse(input.present("x")))).toEqual(["transactionsEncrypted", "header"]);
  });

  it("takes a bare transactions list and gives back the bare value", () => {
    const input = readForEncryption(JSON.stringify(sampleTransactions));
    if (!input.ok) throw new Error(input.error);
    expect(input.plaintext).toBe(notificationVector.plaintext);
    expect(input.present("CIPHERTEXT")).toBe("CIPHERTEXT");
  });

  it.each([
    ["empty input", " ", /Paste a notification/],
    ["text that is not JSON", "{header", /not valid JSON/],
    ["an object without transactions", '{"header":{}}', /transactions list/],
    ["an already encrypted notification", JSON.stringify(sampleEncryptedNotification), /already encrypted/],
  ])("explains %s", (_name, text, error) => {
    const input = readForEncryption(text);
    expect(input.ok).toBe(false);
    if (!input.ok) expect(input.error).toMatch(error);
  });
});

describe("readForDecryption", () => {
  const { ciphertextBase64 } = notificationVector;

  it.each([
    ["a bare value", ` ${ciphertextBase64}\n`],
    ["a quoted value", JSON.stringify(ciphertextBase64)],
    ["a whole notification", JSON.stringify(sampleEncryptedNotification, null, 2)],
  ])("finds the value in %s", (_name, text) => {
    expect(readForDecryption(text)).toEqual({ ok: true, ciphertext: ciphertextBase64 });
  });

  it.each([
    ["empty input", ""],
    ["a notification without transactionsEncrypted", '{"header":{}}'],
    ["broken JSON", '{"transactionsEncrypted":'],
  ])("explains %s", (_name, text) => {
    expect(readForDecryption(text).ok).toBe(false);
  });
});

describe("formatDecrypted", () => {
  it("indents JSON and leaves other text alone", () => {
    expect(formatDecrypted('[{"a":1}]')).toBe('[\n  {\n    "a": 1\n  }\n]');
    expect(formatDecrypted("plain text")).toBe("plain text");
  });
});

// Encrypts and decrypts FASTag notification payloads (transactionsEncrypted) with node:crypto.
// AES-128 in CBC mode with PKCS5 padding under a hex key; a random 16-byte IV is prepended to the
// ciphertext and the result is base64 encoded.
// Usage: FASTAG_KEY=<32 hex chars> node payload-cipher.mjs decrypt <base64>
//        FASTAG_KEY=<32 hex chars> node payload-cipher.mjs encrypt <json>
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const IV_LENGTH = 16;

function parseKey(hexKey) {
  const key = Buffer.from(hexKey, "hex");
  if (key.length !== 16 || hexKey.length !== 32)
    throw new Error("The key must be 32 hex characters (AES-128).");
  return key;
}

function encrypt(plaintext, hexKey, iv = randomBytes(IV_LENGTH)) {
  // Node pads with PKCS7, which on 16-byte blocks is PKCS5.
  const cipher = createCipheriv("aes-128-cbc", parseKey(hexKey), iv);
  return Buffer.concat([iv, cipher.update(plaintext, "utf8"), cipher.final()]).toString("base64");
}

function decrypt(value, hexKey) {
  const data = Buffer.from(value, "base64");
  const decipher = createDecipheriv("aes-128-cbc", parseKey(hexKey), data.subarray(0, IV_LENGTH));
  return Buffer.concat([decipher.update(data.subarray(IV_LENGTH)), decipher.final()]).toString("utf8");
}

const [command, text] = process.argv.slice(2);
const { FASTAG_KEY: hexKey, FASTAG_IV: fixedIv } = process.env;
if (!["encrypt", "decrypt"].includes(command) || text === undefined || !hexKey) {
  console.error("Usage: FASTAG_KEY=<32 hex chars> node payload-cipher.mjs encrypt|decrypt <text>");
  process.exit(1);
}
// FASTAG_IV fixes the IV, only to reproduce a test vector; real payloads use a random one.
const iv = fixedIv ? Buffer.from(fixedIv, "hex") : undefined;
console.log(command === "encrypt" ? encrypt(text, hexKey, iv) : decrypt(text, hexKey));

/**
 * What the payload cipher tool accepts. Only a FASTag notification's transactions are encrypted
 * (its header stays in clear), so the tool takes either a whole notification or just its
 * transactions list, and gives back what goes on the wire.
 */

export type EncryptionInput =
  | {
      ok: true;
      /** The text to encrypt: the transactions list as compact JSON. */
      plaintext: string;
      /** What to show once encrypted: the notification with `transactionsEncrypted`, or the bare value. */
      present: (ciphertext: string) => string;
    }
  | { ok: false; error: string };

export type DecryptionInput = { ok: true; ciphertext: string } | { ok: false; error: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseJson(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: `This is not valid JSON: ${(error as Error).message}` };
  }
}

/** Reads a notification (`{header, transactions}`) or a transactions list for encryption. */
export function readForEncryption(text: string): EncryptionInput {
  if (text.trim() === "") return { ok: false, error: "Paste a notification or its transactions list." };
  const parsed = parseJson(text);
  if ("error" in parsed) return { ok: false, error: parsed.error };
  const { value } = parsed;
  if (Array.isArray(value)) return { ok: true, plaintext: JSON.stringify(value), present: (c) => c };
  if (!isObject(value) || !("transactions" in value)) {
    const hint =
      isObject(value) && "transactionsEncrypted" in value
        ? " This one is already encrypted: decrypt it."
        : "";
    return {
      ok: false,
      error: `Paste a notification with a transactions list, or the list itself.${hint}`,
    };
  }
  // Keep the notification's field order, with the encrypted value where the list was.
  const present = (ciphertext: string) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(value).map(([name, field]) =>
          name === "transactions" ? ["transactionsEncrypted", ciphertext] : [name, field],
        ),
      ),
      null,
      2,
    );
  return { ok: true, plaintext: JSON.stringify(value["transactions"]), present };
}

/** Reads a `transactionsEncrypted` value, bare, quoted, or inside a whole notification. */
export function readForDecryption(text: string): DecryptionInput {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, error: "Paste a transactionsEncrypted value or the notification." };
  if (!trimmed.startsWith("{") && !trimmed.startsWith('"')) return { ok: true, ciphertext: trimmed };
  const parsed = parseJson(trimmed);
  if ("error" in parsed) return { ok: false, error: parsed.error };
  const { value } = parsed;
  const ciphertext = isObject(value) ? value["transactionsEncrypted"] : value;
  if (typeof ciphertext !== "string")
    return { ok: false, error: "This JSON has no transactionsEncrypted value to decrypt." };
  return { ok: true, ciphertext };
}

/** Decrypted text, indented when it is JSON so that the fields can be read. */
export function formatDecrypted(plaintext: string): string {
  const parsed = parseJson(plaintext);
  return "error" in parsed ? plaintext : JSON.stringify(parsed.value, null, 2);
}

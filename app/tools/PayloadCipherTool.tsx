import { useId, useState } from "react";
import { decryptPayload, encryptPayload, fastagKeyHexLength } from "../../core/fastag-cipher";
import {
  notificationVector,
  sampleEncryptedNotification,
  sampleNotificationHeader,
  sampleTransactions,
} from "../../core/fastag-cipher-vectors";
import { formatDecrypted, readForDecryption, readForEncryption } from "./payload-cipher-input";
import { SecretField, TextAreaField } from "./ToolFields";
import { ToolOutput } from "./ToolOutput";
import "./tools.css";

type Outcome = { output: string } | { error: string } | null;

/** An action's result: the text to copy, or the error in words. Both are announced politely. */
function OutcomeView({ outcome, label }: { outcome: Outcome; label: string }) {
  return (
    <>
      <p role="status" className={outcome && "error" in outcome ? "tool-error" : "visually-hidden"}>
        {outcome === null ? "" : "error" in outcome ? outcome.error : `${label} ready.`}
      </p>
      {outcome && "output" in outcome ? <ToolOutput label={label} text={outcome.output} /> : null}
    </>
  );
}

const failure = (error: unknown): Outcome => ({ error: (error as Error).message });

/**
 * Encrypts a FASTag notification's transactions into `transactionsEncrypted` and decrypts such a
 * value, with AES-128-CBC under a hex key, entirely in the page: the key is never sent or stored.
 */
export function PayloadCipherTool() {
  const id = useId();
  const [key, setKey] = useState("");
  const [plain, setPlain] = useState("");
  const [encrypted, setEncrypted] = useState("");
  const [encryption, setEncryption] = useState<Outcome>(null);
  const [decryption, setDecryption] = useState<Outcome>(null);

  async function encrypt() {
    const input = readForEncryption(plain);
    if (!input.ok) return setEncryption({ error: input.error });
    try {
      setEncryption({ output: input.present(await encryptPayload(input.plaintext, key)) });
    } catch (error) {
      setEncryption(failure(error));
    }
  }

  async function decrypt() {
    const input = readForDecryption(encrypted);
    if (!input.ok) return setDecryption({ error: input.error });
    try {
      setDecryption({ output: formatDecrypted(await decryptPayload(input.ciphertext, key)) });
    } catch (error) {
      setDecryption(failure(error));
    }
  }

  function fillTestVector() {
    setKey(notificationVector.keyHex);
    setPlain(JSON.stringify({ header: sampleNotificationHeader, transactions: sampleTransactions }, null, 2));
    setEncrypted(JSON.stringify(sampleEncryptedNotification, null, 2));
    setEncryption(null);
    setDecryption(null);
  }

  return (
    <section className="tool" aria-label="FASTag payload cipher">
      <p className="tool-intro">
        Everything here runs in your browser. The key and the payloads are never sent anywhere and never
        stored.
      </p>
      <div className="tool-actions">
        <button type="button" className="button-secondary" onClick={fillTestVector}>
          Fill in the published test values
        </button>
      </div>
      <SecretField
        label="Key (hex)"
        hint={`${fastagKeyHexLength} hex characters: a 16-byte AES-128 key.`}
        value={key}
        onChange={setKey}
      />
      <div className="tool-part" role="group" aria-labelledby={`${id}-encrypt`}>
        <h3 id={`${id}-encrypt`}>Encrypt</h3>
        <TextAreaField
          label="Notification JSON"
          hint="A notification with header and transactions, or the transactions list alone. Only the transactions are encrypted; a fresh random IV is used each time."
          rows={10}
          value={plain}
          onChange={setPlain}
        />
        <div className="tool-actions">
          <button type="button" className="button" onClick={() => void encrypt()}>
            Encrypt
          </button>
        </div>
        <OutcomeView outcome={encryption} label="Encrypted" />
      </div>
      <div className="tool-part" role="group" aria-labelledby={`${id}-decrypt`}>
        <h3 id={`${id}-decrypt`}>Decrypt</h3>
        <TextAreaField
          label="transactionsEncrypted value"
          hint="The base64 value alone, or the whole notification that carries it."
          rows={6}
          value={encrypted}
          onChange={setEncrypted}
        />
        <div className="tool-actions">
          <button type="button" className="button" onClick={() => void decrypt()}>
            Decrypt
          </button>
        </div>
        <OutcomeView outcome={decryption} label="Decrypted transactions" />
      </div>
    </section>
  );
}

export default PayloadCipherTool;

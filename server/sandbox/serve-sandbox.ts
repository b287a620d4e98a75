import type { IncomingMessage, ServerResponse } from "node:http";
import type { Sandbox } from "./create-sandbox";
import { nodeSandboxRequest, type SandboxAnswer } from "./sandbox-request";

/**
 * A Node request listener for the paths below `mountPath`, sending `headers` (the server's
 * security headers) with every answer. The portal's server hands sandbox requests to it directly,
 * so the path that takes the load skips the fetch-API translation a web framework would add.
 */
export function sandboxNodeListener(
  sandbox: Sandbox,
  { mountPath, headers }: { mountPath: string; headers: Readonly<Record<string, string>> },
): (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void> {
  return async (incoming, outgoing) => {
    let answer: SandboxAnswer;
    try {
      answer = await sandbox.answer(nodeSandboxRequest(incoming, mountPath));
    } catch (error) {
      // answer() does not throw; this guards the server against a future mistake.
      console.error("sandbox:", error);
      outgoing.destroy();
      return;
    }
    outgoing.writeHead(answer.status, {
      ...headers,
      ...answer.headers,
      "Content-Length": Buffer.byteLength(answer.body),
    });
    // Node leaves the body out of a HEAD answer itself.
    outgoing.end(answer.body);
  };
}

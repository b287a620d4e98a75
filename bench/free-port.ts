import { createServer } from "node:net";

function listenOnce(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, host, () => {
      const address = probe.address();
      const bound = typeof address === "object" && address !== null ? address.port : port;
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * The preferred port if nothing listens on it, else one the system picks. A fixed default keeps
 * the URLs in the results comparable between runs; the fallback keeps a busy port from failing one.
 */
export function freePort(preferred: number, host = "127.0.0.1"): Promise<number> {
  return listenOnce(preferred, host).catch(() => listenOnce(0, host));
}

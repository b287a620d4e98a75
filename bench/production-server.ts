import { serverBundle } from "../server/config";
import { projectRoot } from "./project-paths";
import { startProcess, stopProcess } from "./processes";
import { waitForHttp } from "./wait-for-http";

export type RunningServer = {
  origin: string;
  /** The PID the server is stopped by; recorded so a reader can match it to the process list. */
  pid: number;
  stop: () => Promise<void>;
};

/**
 * Starts the portal's own production server (server/main.ts, as the build bundled it) on the
 * current build, exactly as `npm run serve` does, so the figures are those of what we deploy
 * rather than of a test server.
 */
export async function startProductionServer(
  port: number,
  env: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  const child = startProcess(process.execPath, ["--enable-source-maps", serverBundle], {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = () => stopProcess(child);
  const origin = `http://127.0.0.1:${port}`;
  try {
    if (child.pid === undefined) throw new Error("the server process did not start");
    await waitForHttp(`${origin}/robots.txt`, {
      timeoutMilliseconds: 30_000,
      stillRunning: () => child.exitCode === null && child.signalCode === null,
    });
    return { origin, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw new Error(`production server: ${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
}

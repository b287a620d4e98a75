/**
 * A throwaway Redis for the tests and the benchmark: Debian's `redis-server` started by its binary
 * on a free loopback port, with persistence off, stopped by the PID this module holds.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createConnection, createServer } from "node:net";

export type LocalRedis = { url: string; port: number; stop: () => Promise<void> };

const redisBinary = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Starts a Redis server and resolves once it answers PING. */
export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await freeLoopbackPort();
  const child: ChildProcess = spawn(
    redisBinary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--loglevel",
      "warning",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const failed = new Promise<never>((_, reject) => {
    child.once("error", (error) =>
      reject(new Error(`Cannot start ${redisBinary} (apt-get install redis-server): ${error.message}`)),
    );
  });
  const deadline = Date.now() + 10_000;
  const ready = (async () => {
    while (!(await answersPing(port))) {
      if (child.exitCode !== null) throw new Error(`${redisBinary} exited with ${child.exitCode}.`);
      if (Date.now() > deadline) throw new Error(`${redisBinary} did not answer on port ${port}.`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  await Promise.race([ready, failed]);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

// `npm start`: install what is missing, build, then serve the portal on one port.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const installed = "node_modules/.package-lock.json";
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync("package-lock.json").mtimeMs) {
  // Not `npm ci`: see .ci/run on why this registry's lock file has only the Linux optional packages.
  console.log("Installing dependencies...");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

run("npm", ["run", "build", "--silent"]);

// The server as the build bundled it (scripts/build-server.ts).
const server = spawn(process.execPath, ["--enable-source-maps", "build/server/main.mjs"], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

import { sandboxDocs, sandboxMountPath } from "../core/sandbox/sandbox-url";
import { clientDir } from "./config";
import { createPortalServer } from "./portal-server";
import { createSandbox } from "./sandbox/create-sandbox";
import { loadStaticSite } from "./static-site";

const port = Number(process.env.PORT ?? 4000);
const hostname = process.env.HOST ?? "127.0.0.1";

const site = await loadStaticSite(clientDir).catch((error: unknown) => {
  console.error(`Cannot load the built site from ${clientDir}: run \`npm run build\` first.`);
  throw error;
});

const server = createPortalServer(site, createSandbox());

server.listen(port, hostname, () => {
  const shownHost = hostname === "127.0.0.1" || hostname === "0.0.0.0" ? "localhost" : hostname;
  console.log(`Developer portal: http://${shownHost}:${port}`);
  console.log(
    `API sandbox: http://${shownHost}:${port}${sandboxMountPath} (documented at ${sandboxDocs.href})`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

import { sandboxDocs, sandboxMountPath } from "../core/sandbox/sandbox-url";
import { builtOriginFile, clientDir } from "./config";
import { createPortalServer } from "./portal-server";
import { createSandbox } from "./sandbox/create-sandbox";
import { originPolicy, readBuiltOrigin } from "./served-origin";
import { loadStaticSite } from "./static-site";
import { openStore } from "./store/open-store";

const port = Number(process.env.PORT ?? 4000);
const hostname = process.env.HOST ?? "127.0.0.1";

const built = await readBuiltOrigin(builtOriginFile);
const site = await loadStaticSite(clientDir, built.origin).catch((error: unknown) => {
  console.error(`Cannot load the built site from ${clientDir}: run \`npm run build\` first.`);
  throw error;
});
// The origin the downloads, Markdown copies and pages name: SITE_ORIGIN, else the one each request came to.
const origins = originPolicy({
  built,
  siteOrigin: process.env.SITE_ORIGIN,
  allowedOrigins: process.env.SITE_ALLOWED_ORIGINS,
});

const { store, kind } = await openStore().catch((error: unknown) => {
  console.error(`Cannot reach Redis at REDIS_URL (${process.env.REDIS_URL}): ${String(error)}`);
  process.exit(1);
});

const sandbox = createSandbox({ store });
const server = createPortalServer(site, sandbox, origins);

server.listen(port, hostname, () => {
  const shownHost = hostname === "127.0.0.1" || hostname === "0.0.0.0" ? "localhost" : hostname;
  console.log(`Developer portal: http://${shownHost}:${port}`);
  console.log(
    `API sandbox: http://${shownHost}:${port}${sandboxMountPath} (documented at ${sandboxDocs.href}; state in ${kind})`,
  );
  sandbox.start();
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    // Attempts in flight finish (each has a timeout); what is still scheduled stays in the store.
    void sandbox
      .stop()
      .then(() => store.close())
      .finally(() => process.exit(0));
  });
}

import { defineConfig } from "@playwright/test";
import { serverBundle } from "./server/config";
import { chromiumFlags, testBrowserPath } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// Tests drive Debian's Chromium (test tools cannot download browsers here) against the built site
// served by the production server.
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    // Transitions are asserted in their own test; elsewhere they would only slow the suite down.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: { executablePath: testBrowserPath, args: chromiumFlags },
  },
  webServer: {
    // The bundled server of the build under test (BUILD_DIR, as for the build).
    command: `node --enable-source-maps ${serverBundle}`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

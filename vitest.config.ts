import { defineConfig } from "vitest/config";

// Unit tests sit beside the modules they test; end-to-end tests live in e2e/ and run in Playwright.
export default defineConfig({
  test: {
    include: ["{app,content,core,server,scripts,examples}/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
    // Vitest's default on two cores is one worker, so the suite ran file after file: the minute and
    // a half of sample and quickstart programs, then everything else. Two workers overlap them
    // (unit run 241 s → 195–213 s on the two-core CI machine).
    maxWorkers: 2,
    // Beside the sample programs, both cores are busy for minutes: a test that takes 1 s alone can
    // take 6 s then (a first schema compile, a server's start). A failing assertion still fails at once.
    testTimeout: 20_000,
  },
});

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
  },
});

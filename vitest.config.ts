import { defineConfig } from "vitest/config";

// Unit tests sit beside the modules they test; end-to-end tests live in e2e/ and run in Playwright.
export default defineConfig({
  test: {
    include: ["{app,content,core,server,scripts}/**/*.test.{ts,tsx}"],
  },
});

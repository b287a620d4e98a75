import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The frame and the small shared pieces every page needs travel as one file: fewer
          // requests, and gzip compresses them better together than as a dozen tiny chunks.
          groups: [{ name: "site", test: /\/(app\/(components|styles)\/|app\/[a-z-]+\.ts|content\/)/ }],
        },
      },
    },
  },
});

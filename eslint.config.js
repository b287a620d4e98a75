import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Browser code and shared rules must not reach for Node's modules; the server and build
// scripts may.
const noNodeModules = {
  "no-restricted-imports": [
    "error",
    { patterns: [{ group: ["node:*"], message: "Browser and shared code cannot use Node modules." }] },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Scrollable code must be reachable by keyboard (WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: ["pre"], roles: ["tabpanel", "region"] }],
    },
  },
  // `*.server.ts` modules run only at build time (route loaders), never in the browser.
  { files: ["app/**/*.{ts,tsx}"], ignores: ["app/**/*.server.ts"], rules: noNodeModules },
  { files: ["content/**/*.ts", "core/**/*.ts"], rules: noNodeModules },
);

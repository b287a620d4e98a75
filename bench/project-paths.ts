import { fileURLToPath } from "node:url";

/** The repository root: the benchmark always measures the working tree it sits in. */
export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** Where each run's figures are written as JSON (git-ignored). */
export const resultsDir = fileURLToPath(new URL("results/", import.meta.url));

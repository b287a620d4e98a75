import { cp, mkdtemp, rm, symlink, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { projectRoot } from "./project-paths";

// Build output, dependencies, history and earlier results are not part of the sources a build
// reads; copying them would only slow each scenario down.
const skipped = new Set([
  "node_modules",
  "build",
  ".git",
  "test-results",
  "playwright-report",
  "bench/results",
]);

function isCopied(source: string): boolean {
  const path = relative(projectRoot, source).split(sep).join("/");
  return !skipped.has(path);
}

/**
 * Copies the working tree into a fresh temporary directory with node_modules linked, runs `use`
 * on the copy and deletes it afterwards, so a scenario can rewrite content freely without
 * touching the tree others are editing.
 */
export async function withProjectCopy<T>(use: (copyDir: string) => Promise<T>): Promise<T> {
  const copyDir = await mkdtemp(join(tmpdir(), "portal-bench-build-"));
  const modules = join(copyDir, "node_modules");
  try {
    await cp(projectRoot, copyDir, { recursive: true, filter: isCopied });
    await symlink(join(projectRoot, "node_modules"), modules, "dir");
    return await use(copyDir);
  } finally {
    // Unlink first so that nothing can ever recurse into the shared node_modules.
    await unlink(modules).catch(() => undefined);
    await rm(copyDir, { recursive: true, force: true });
  }
}

#!/usr/bin/env node
// The package's `biller-kit` command. The kit is TypeScript, so tsx is registered as Node's loader
// before the command is imported (hence the dynamic import: static ones would load first). The
// portal's own tsconfig is named so that the project the command is run from does not change how
// the kit compiles.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
await import("../scripts/biller-kit.ts");

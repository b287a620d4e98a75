#!/usr/bin/env node
// The package's `portal-mcp` command: the portal's MCP server over stdio (scripts/mcp-stdio.ts).
// tsx is registered as Node's loader before the entry is imported, with the portal's own tsconfig.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
await import("../scripts/mcp-stdio.ts");

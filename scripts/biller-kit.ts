/**
 * The biller conformance kit's command line in this repository (`npm run kit`, or the package's
 * `biller-kit` bin); partners run the same command as the single-file download
 * (scripts/biller-kit-file.ts). See scripts/biller-kit-command.ts.
 */
import { kitHelp } from "./biller-kit-args";
import { runKitCommand } from "./biller-kit-command";

await runKitCommand(kitHelp);

/**
 * The entry of the single-file kit partners download (`node biller-kit.mjs ...`): the same command
 * as `npm run kit`, bundled with everything it needs by scripts/kit-download.ts.
 */
import { kitDownload, kitNodeMajor } from "../content/biller-kit/kit-download";
import { kitHelpText } from "./biller-kit-args";
import { runKitCommand } from "./biller-kit-command";

/** Replaced by the bundle's version (a hash of its code) when the file is built. */
const kitVersion = "KIT_VERSION";

const major = Number(process.versions.node.split(".")[0]);
if (major < kitNodeMajor) {
  console.error(`${kitDownload.file} needs Node.js ${kitNodeMajor} or later; this is ${process.version}.`);
  process.exit(2);
}
await runKitCommand(kitHelpText([`node ${kitDownload.file}`], kitVersion));

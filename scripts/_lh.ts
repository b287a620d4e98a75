import { auditSite } from "../bench/site-lighthouse";
const origin = process.argv[2]!;
const paths = process.argv.slice(3);
const audits = await auditSite(origin, { paths, runs: 3 });
for (const a of audits) console.log(JSON.stringify({ path: a.path, ...a.lighthouse }).slice(0, 400));

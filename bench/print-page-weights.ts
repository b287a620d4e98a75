/**
 * Prints `weighSite()` of the project this file sits in, as JSON. The build-scaling scenarios run
 * it inside their temporary copy, where `scripts/page-weight.ts` resolves that copy's own build
 * and site map, so pages are weighed by the same code as the real site's.
 */
import { weighSite } from "../scripts/page-weight";

console.log(JSON.stringify(await weighSite()));

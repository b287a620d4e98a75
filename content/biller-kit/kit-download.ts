/**
 * The conformance kit as partners get it: one JavaScript file the portal serves, which runs on
 * Node.js alone (nothing to install), and the reference biller the same way, to see a failing
 * report. The build writes both (scripts/kit-download.ts); the guide and the kit's form link them.
 */
export const kitDownload = {
  /** Where the portal serves the kit, below the build's client folder like every other file. */
  path: "/downloads/biller-kit.mjs",
  file: "biller-kit.mjs",
} as const;

export const referenceBillerDownload = {
  path: "/downloads/reference-biller.mjs",
  file: "reference-biller.mjs",
} as const;

/** The oldest Node.js major version the downloads run on (their bundles target it). */
export const kitNodeMajor = 20;

/** The guide section that shows how to download and run the kit. */
export const kitGuideSection = "/bbps/biller/guide#download-and-run-the-kit";

/**
 * The commands the guide opens the kit's section with: download the file from this portal
 * (`origin`) and run it against a test system's bill fetch and payment posting.
 */
export function kitDownloadCommand(origin: string): string {
  return [
    `curl -fO ${origin}${kitDownload.path}`,
    `node ${kitDownload.file} --version v1.0 \\`,
    "  --fetch-url https://uat.biller.example/v1.0/bill-fetch \\",
    "  --posting-url https://uat.biller.example/v1.0/payment-posting \\",
    "  --customer-due CUST0001 --customer-unknown CUST9999 \\",
    "  --customer-nothing-due CUST0002",
  ].join("\n");
}

import { expect, test } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { kitDownload, kitGuideSection } from "../content/biller-kit/kit-download";
import { openHydrated } from "./open-page";

/**
 * A v1.0 bill fetch on this machine (the portal's default allow-list): CUST0001 has a bill whose
 * billDate is after its dueDate, CUST0002 owes nothing, anyone else is unknown.
 */
async function startBiller() {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let customer: unknown;
      try {
        customer = (JSON.parse(Buffer.concat(chunks).toString()) as { loan_number?: unknown }).loan_number;
      } catch {
        customer = undefined;
      }
      const body =
        customer === "CUST0001"
          ? {
              status: "SUCCESS",
              errorCode: "00",
              customerName: "Asha Rao",
              amountDue: 150000,
              billDate: "2026-01-20",
              dueDate: "2026-01-10",
              billNumber: "BILL0001",
              billPeriod: "JAN-2026",
            }
          : { status: "FAILURE", errorCode: customer === "CUST0002" ? "02" : "01" };
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1.0/bill-fetch`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test("the conformance kit on the biller guide runs against a loopback biller and reports each check", async ({
  page,
}) => {
  const biller = await startBiller();
  try {
    await openHydrated(page, "/bbps/biller/guide");
    await page.getByRole("button", { name: "Open the conformance kit" }).click();
    const kit = page.getByRole("region", { name: "Biller conformance kit" });
    await kit.getByLabel("Bill fetch URL").fill(biller.url);
    await kit.getByLabel("Customer with a bill due").fill("CUST0001");
    await kit.getByLabel("Unknown customer").fill("CUST9999");
    await kit.getByLabel("Customer with nothing due").fill("CUST0002");
    await kit.getByRole("button", { name: "Run the kit" }).click();

    await expect(kit.getByRole("status")).toContainText("Done: FAIL");
    const report = kit.getByRole("region", { name: /^Report/ });
    const fetch = report.getByRole("region", { name: "Bill fetch" });
    const dates = fetch.getByRole("listitem").filter({ hasText: "bill-date-not-after-due-date" }).first();
    await expect(dates).toContainText("Fail:");
    await expect(dates).toContainText("billDate");
    await expect(dates.getByRole("link", { name: "billDate is on or before dueDate." })).toHaveAttribute(
      "href",
      "/bbps/biller/guide#validation-rules",
    );
    const unknown = fetch.getByRole("listitem").filter({ hasText: "fetch-unknown-01" }).first();
    await expect(unknown).toContainText("Pass:");
    await expect(report.getByRole("button", { name: "Download JUnit XML" })).toBeVisible();
  } finally {
    await biller.close();
  }
});

test("the form refuses a host this portal may not call, says so once in plain words, and offers the download", async ({
  page,
}) => {
  await openHydrated(page, "/bbps/biller/guide");
  await page.getByRole("button", { name: "Open the conformance kit" }).click();
  const kit = page.getByRole("region", { name: "Biller conformance kit" });
  await kit.getByLabel("Bill fetch URL").fill("https://uat.biller.example/v1.0/bill-fetch");
  await kit.getByRole("button", { name: "Run the kit" }).click();

  const alert = kit.getByRole("alert");
  await expect(alert).toContainText("Not run: this portal cannot call uat.biller.example");
  await expect(alert).toContainText(
    "This portal can call only the hosts its operator allows, so nothing was called.",
  );
  await expect(alert.getByRole("link", { name: kitDownload.file })).toHaveAttribute("href", kitDownload.path);
  await expect(alert.getByRole("link", { name: "how to run the kit" })).toHaveAttribute(
    "href",
    kitGuideSection,
  );
  const text = await alert.innerText();
  expect(text).not.toContain("`");
  expect(text.split("operator allows")).toHaveLength(2);
});

test("the biller guide's kit section starts with downloading the kit from this portal and running it", async ({
  request,
}) => {
  const file = await request.get(kitDownload.path);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect((await file.text()).startsWith("#!/usr/bin/env node\n// biller-kit.mjs:")).toBe(true);

  const html = await (await request.get("/bbps/biller/guide")).text();
  const section = html.slice(html.indexOf('id="test-your-endpoints-with-the-conformance-kit"'));
  const firstCode = /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(section)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
  // The page names the origin it was fetched from, so the command downloads from this portal.
  const served = new URL(file.url()).origin;
  expect(firstCode).toContain(`curl -fO ${served}${kitDownload.path}`);
  expect(firstCode).toContain("node biller-kit.mjs --version v1.0");
  expect(section.indexOf("download-and-run-the-kit")).toBeLessThan(section.indexOf("read-the-report"));
  const markdown = await (await request.get("/bbps/biller/guide.md")).text();
  expect(markdown).toContain(`curl -fO ${served}${kitDownload.path}`);
});

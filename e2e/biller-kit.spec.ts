import { expect, test } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
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

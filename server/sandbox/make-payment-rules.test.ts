import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { cou, fetchBill, fetchBody, paymentBody, testSandbox } from "./sandbox-client.test-data";

const { app } = testSandbox();

describe("make-payment", () => {
  it("pays a bill once, however many bill contexts get-fetched-bill gave for it", async () => {
    const first = await fetchBill(app);
    const second = await cou(app, "get-fetched-bill", { context: first.fetchContext });
    expect(second.body.data.bill.billNumber).toBe(first.bill.billNumber);
    expect(
      (await cou(app, "make-payment", paymentBody(first.context, first.bill.amount))).body.statusCode,
    ).toBe("success");
    const again = await cou(app, "make-payment", paymentBody(second.body.data.context, first.bill.amount));
    expect(again.body.statusCode).toBe("AM05");
    expect(again.body.statusMessage).toContain(first.bill.billNumber);
  });

  it("pays the same customer's bill again after a new bill-fetch-request", async () => {
    const first = await fetchBill(app);
    const second = await fetchBill(app);
    expect(second.bill.billNumber).not.toBe(first.bill.billNumber);
    for (const fetched of [first, second])
      expect(
        (await cou(app, "make-payment", paymentBody(fetched.context, fetched.bill.amount))).body.statusCode,
      ).toBe("success");
  });

  it.each(["", "   "])("refuses a blank referenceId (%j) rather than accepting it", async (referenceId) => {
    const { context, bill } = await fetchBill(app);
    const reply = await cou(app, "make-payment", paymentBody(context, bill.amount, { referenceId }));
    expect(reply.status).toBe(400);
    expect(reply.body.statusCode).toBe("SANDBOX_INVALID_REQUEST");
    expect(reply.body.errors).toEqual([{ path: "/referenceId", message: "must not be empty or blank" }]);
    // Nothing was paid: the bill still pays with a real reference.
    expect((await cou(app, "make-payment", paymentBody(context, bill.amount))).body.statusCode).toBe(
      "success",
    );
  });

  it("refuses a txnMode the biller's blrPaymentModes do not list", async () => {
    const { context, bill } = await fetchBill(app);
    const modes = sandboxFixtures.billers[0]?.paymentModes.map((mode) => mode.paymentMode) ?? [];
    expect(modes).not.toContain("CASH");
    const reply = await cou(app, "make-payment", paymentBody(context, bill.amount, { txnMode: "CASH" }));
    expect(reply.body.statusCode).toBe("SANDBOX_PAYMENT_MODE_NOT_ACCEPTED");
    expect(reply.body.statusMessage).toContain(modes.join(", "));
  });

  it("answers ERROR from a biller whose payments are down without using up the referenceId", async () => {
    const down = sandboxFixtures.billers.find(
      (biller) => "failure" in biller && biller.failure.code === "ERROR",
    );
    const { context, bill } = await fetchBill(app, { billerId: down?.billerId });
    const body = paymentBody(context, bill.amount);
    expect((await cou(app, "make-payment", body)).body.statusCode).toBe("ERROR");
    const other = await fetchBill(app);
    expect(
      (
        await cou(app, "make-payment", {
          ...paymentBody(other.context, other.bill.amount),
          referenceId: body.referenceId,
        })
      ).body.statusCode,
    ).toBe("success");
  });
});

describe("the sandbox's auto header on bill-fetch-request", () => {
  const { name } = sandboxFixtures.autoHeader;
  it("refuses a value other than fetch or payment with its own code", async () => {
    const reply = await cou(app, "bill-fetch-request", fetchBody(), { [name]: "yes" });
    expect(reply.status).toBe(400);
    expect(reply.body.statusCode).toBe("SANDBOX_INVALID_AUTO");
  });

  it("leaves a fetch without it an ordinary one", async () => {
    expect((await cou(app, "bill-fetch-request", fetchBody())).body.statusCode).toBe("success");
  });
});

import { describe, expect, it } from "vitest";
import { cou, fetchBill, fetchBody, paymentBody, testSandbox } from "./sandbox-client.test-data";

describe("the bill call chain over HTTP", () => {
  it("passes a new context at each step, and the payment's status advances over time", async () => {
    const { app, clock } = testSandbox();
    const fetched = await cou(app, "bill-fetch-request", fetchBody());
    expect(fetched).toMatchObject({
      status: 200,
      body: { statusCode: "success", data: { context: expect.any(String) } },
    });
    expect(fetched.body.traceId).toMatch(/^SBX/);

    const bill = await cou(app, "get-fetched-bill", { context: fetched.body.data.context });
    expect(bill.body).toMatchObject({
      statusCode: "success",
      data: {
        bill: { amount: 150000, billPeriod: "MONTHLY", customerName: "Asha Rao" },
        fetchAPIStatus: "Active",
      },
    });
    expect(bill.body.data.context).not.toBe(fetched.body.data.context);

    const paid = await cou(app, "make-payment", paymentBody(bill.body.data.context, 150000));
    expect(paid.body).toMatchObject({ statusCode: "success", data: { sourceRefNum: expect.any(String) } });
    const latest = paid.body.data.context;

    const statuses: string[] = [];
    for (const seconds of [0, 5, 25]) {
      clock.advance(seconds);
      const status = await cou(app, "get-payment-status", { context: latest });
      expect(status.body).toMatchObject({
        statusCode: "success",
        data: {
          amount: 150000,
          billerId: "BILLER000001",
          txnMode: "ACCOUNT TRANSFER",
          txnId: expect.any(String),
        },
      });
      statuses.push(status.body.data.status);
    }
    expect(statuses).toEqual(["Execution Awaited", "Executed", "Settled"]);
  });

  it("serves one chain from two instances that share the secret, and none from another secret", async () => {
    const first = testSandbox();
    const second = testSandbox();
    const stranger = testSandbox({ secret: "another-secret-entirely" });
    const { context } = await fetchBill(first.app);
    const paid = await cou(second.app, "make-payment", paymentBody(context, 150000));
    expect(paid.body.statusCode).toBe("success");
    const status = await cou(first.app, "get-payment-status", { context: paid.body.data.context });
    expect(status.body.statusCode).toBe("success");
    expect(
      (await cou(stranger.app, "get-payment-status", { context: paid.body.data.context })).body.statusCode,
    ).toBe("ERR181");
  });

  it("refuses contexts from the wrong step, stale ones and forged ones", async () => {
    const { app, clock } = testSandbox();
    const { fetchContext, context } = await fetchBill(app);
    expect((await cou(app, "make-payment", paymentBody(fetchContext, 150000))).body.statusCode).toBe(
      "ERR183",
    );
    expect((await cou(app, "get-fetched-bill", { context })).body.statusCode).toBe("ERR183");
    expect((await cou(app, "get-fetched-bill", { context: "not-a-context" })).body.statusCode).toBe("ERR181");
    expect((await cou(app, "get-fetched-bill", {})).body.statusCode).toBe("ERR181");
    expect((await cou(app, "get-payment-status", { context })).body.statusCode).toBe("ERR000");
    clock.advance(30 * 60);
    const stale = await cou(app, "make-payment", paymentBody(context, 150000));
    expect(stale.body).toMatchObject({
      statusCode: "ERR182",
      statusMessage: expect.stringContaining("Inactive registration"),
    });
  });

  it("answers a reused referenceId, and a bill context paid twice, with AM05", async () => {
    const { app } = testSandbox();
    const first = await fetchBill(app);
    const second = await fetchBill(app);
    const body = paymentBody(first.context, 150000, { referenceId: "REF-DUPLICATE" });
    expect((await cou(app, "make-payment", body)).body.statusCode).toBe("success");
    expect((await cou(app, "make-payment", { ...body, context: second.context })).body.statusCode).toBe(
      "AM05",
    );
    expect((await cou(app, "make-payment", paymentBody(first.context, 150000))).body.statusCode).toBe("AM05");
    expect((await cou(app, "make-payment", paymentBody(second.context, 150000))).body.statusCode).toBe(
      "success",
    );
  });

  it("does not burn a referenceId on a payment that breaks a rule", async () => {
    const { app } = testSandbox();
    const { context } = await fetchBill(app);
    const body = paymentBody(context, 1, { referenceId: "REF-RETRY" });
    expect((await cou(app, "make-payment", body)).body.statusCode).toBe("SANDBOX_AMOUNT_NOT_EDITABLE");
    expect((await cou(app, "make-payment", { ...body, amount: 150000 })).body.statusCode).toBe("success");
  });
});

import { afterAll, describe, expect, it } from "vitest";
import {
  referenceBillerId,
  referenceCustomers,
  startReferenceBiller,
  type ReferenceBiller,
  type ReferenceBillerFault,
} from "./reference-biller";

// 20:00 UTC, already the 25th in India: bills are dated by the UTC day, 2026-11-24, due 2026-12-09.
const now = () => new Date("2026-11-24T20:00:00Z");
const started: ReferenceBiller[] = [];
afterAll(() => Promise.all(started.map((biller) => biller.close())));

async function start(...faults: ReferenceBillerFault[]) {
  const biller = await startReferenceBiller({ faults, now });
  started.push(biller);
  return biller;
}

type Answer = { status: number; contentType: string | null; body: Record<string, unknown> };

async function post(biller: ReferenceBiller, path: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${biller.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: JSON.parse(await response.text()) as Record<string, unknown>,
  };
}

const { due, unknown, nothingDue } = referenceCustomers;
const byId = (id: string) => ({ loan_number: id });
const byParams = (id: string, bbpsRefId = "R".repeat(35)) => ({
  customerParams: [{ name: "Loan Number", value: id }],
  billerId: referenceBillerId,
  bbpsRefId,
});
const ack = expect.stringMatching(/^[A-Za-z0-9]{8,}$/);
let transactions = 0;
const payment = (id: string = due) => ({
  ...byId(id),
  amountPaid: 150_050,
  transactionId: `TXN${++transactions}`,
  billNumber: "BILL0001",
});

const biller = await start();

describe("bill fetch", () => {
  it("answers a due customer's v1.0 bill in paise, dated today and due in 15 days", async () => {
    const answer = await post(biller, "/v1.0/bill-fetch", byId(due));
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe("application/json");
    expect(answer.body).toEqual({
      status: "SUCCESS",
      errorCode: "00",
      customerName: "Asha Rao",
      amountDue: 150_050,
      billDate: "2026-11-24",
      dueDate: "2026-12-09",
      billNumber: "BILL0001",
      billPeriod: "MONTHLY",
      additionalInfo: expect.any(Object),
    });
    expect(Object.keys(answer.body.additionalInfo as object).length).toBeLessThanOrEqual(4);
  });

  it("adds v1.1 payment options whose amounts keep their limits", async () => {
    const { body } = await post(biller, "/v1.1/bill-fetch", byId(due));
    expect(body).toMatchObject({ status: "SUCCESS", errorCode: "00", amountDue: 150_050 });
    const options = body.paymentOptions as Record<
      string,
      { amount: number; min: number; max: number; amountMultiple?: number }
    >;
    expect(Object.keys(options)).toEqual(["partPayment", "advanceEmi", "foreclosure"]);
    for (const { amount, min, max, amountMultiple = 1 } of Object.values(options)) {
      expect(amount).toBeGreaterThanOrEqual(min);
      expect(amount).toBeLessThanOrEqual(max);
      expect(amount % amountMultiple).toBe(0);
    }
  });

  it("answers B2B bills with distinct numbers, and a split that sums to the bill", async () => {
    const b2b = (await post(biller, "/b2b/bill-fetch", byId(due))).body;
    const numbers = (b2b.bills as { billNumber: string }[]).map((bill) => bill.billNumber);
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers).size).toBe(2);

    const split = (await post(biller, "/split-settlement/bill-fetch", byId(due))).body;
    const parts = split.splitData as { amount: number }[];
    expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(split.amountDue);
  });

  it("answers an aggregator bill in data, with YYYY-MM-DD dates and a name/value list", async () => {
    const { body } = await post(biller, "/aggregator/bill-fetch", byParams(due));
    expect(body).toMatchObject({
      status: "SUCCESS",
      errorCode: "00",
      data: { amountDue: 150_050, billDate: "2026-11-24", dueDate: "2026-12-09" },
    });
    expect((body.data as { additionalInfo: unknown[] }).additionalInfo).toContainEqual({
      name: "interest",
      value: "1500",
    });
  });

  it.each([
    ["/v1.0/bill-fetch", byId],
    ["/v1.1/bill-fetch", byId],
    ["/b2b/bill-fetch", byId],
    ["/split-settlement/bill-fetch", byId],
    ["/aggregator/bill-fetch", byParams],
  ])("%s answers 01 for an unknown customer, 02 for nothing due", async (path, request) => {
    expect((await post(biller, path, request(unknown))).body).toEqual({ status: "FAILURE", errorCode: "01" });
    expect((await post(biller, path, request(nothingDue))).body).toEqual({
      status: "FAILURE",
      errorCode: "02",
    });
  });

  it("answers 03 to a malformed request and keeps serving", async () => {
    const failure = { status: "FAILURE", errorCode: "03" };
    for (const body of ["{not json", "[]", {}, { loan_number: 42 }]) {
      expect((await post(biller, "/v1.0/bill-fetch", body)).body).toEqual(failure);
    }
    const noBillerId = { customerParams: byParams(due).customerParams };
    expect((await post(biller, "/aggregator/bill-fetch", noBillerId)).body).toEqual(failure);
    expect((await post(biller, "/v1.0/bill-fetch", byId(due))).body.status).toBe("SUCCESS");
  });
});

describe("payment posting", () => {
  it("answers SUCCESS with an acknowledgement, then DUPLICATE for the same transactionId", async () => {
    const first = payment();
    expect((await post(biller, "/v1.0/payment-posting", first)).body).toEqual({
      status: "SUCCESS",
      acknowledgementId: ack,
    });
    expect((await post(biller, "/v1.0/payment-posting", first)).body).toEqual({
      status: "DUPLICATE",
      acknowledgementId: "",
    });
    const v11 = { ...payment(), amount: 50_000, paymentOption: "partPayment" };
    expect((await post(biller, "/v1.1/payment-posting", v11)).body).toEqual({
      status: "SUCCESS",
      acknowledgementId: ack,
    });
  });

  it("answers FAILURE with an empty acknowledgement for an unknown customer or a malformed request", async () => {
    for (const body of [payment(unknown), "{", { ...payment(), transactionId: undefined }]) {
      expect((await post(biller, "/b2b/payment-posting", body)).body).toEqual({
        status: "FAILURE",
        acknowledgementId: "",
      });
    }
  });

  it("returns a realtime split that sums to the total bill amount, whatever was paid", async () => {
    const { body } = await post(biller, "/split-settlement/payment-posting", {
      ...payment(),
      amountPaid: 70_000,
    });
    expect(body).toMatchObject({ status: "SUCCESS", acknowledgementId: ack });
    expect((body.splitData as { amount: number }[]).reduce((sum, part) => sum + part.amount, 0)).toBe(
      150_050,
    );
  });

  it("detects aggregator duplicates by bbpsRefId and answers an errorCode", async () => {
    const request = { ...byParams(due, "A".repeat(35)), billNumber: "BILL0001" };
    const path = "/aggregator/payment-posting";
    expect((await post(biller, path, request)).body).toEqual({
      status: "SUCCESS",
      acknowledgementId: ack,
      errorCode: "00",
    });
    expect((await post(biller, path, request)).body).toEqual({
      status: "DUPLICATE",
      acknowledgementId: "",
      errorCode: "02",
    });
  });
});

describe("bill validation and notifications", () => {
  it("validates a known customer with at most 4 additionalInfo entries", async () => {
    for (const path of ["/bill-validation", "/plan-mdm/bill-validation"]) {
      const { body } = await post(biller, path, { customerParams: [{ name: "Subscriber ID", value: due }] });
      expect(body).toMatchObject({ status: "SUCCESS", errorCode: "00" });
      const info = (body.data as { additionalInfo: unknown[] }).additionalInfo;
      expect(info[0]).toEqual({ name: "Customer Name", value: "Asha Rao" });
      expect(info.length).toBeLessThanOrEqual(4);
    }
    const { body } = await post(biller, "/bill-validation", {
      customerParams: [{ name: "Subscriber ID", value: unknown }],
    });
    expect(body).toEqual({ status: "FAILURE", errorCode: "01", data: { additionalInfo: [] } });
  });

  it("answers notifications HTTP 200, success true for the documented shape and false otherwise", async () => {
    const settlement = { bbps_biller_id: referenceBillerId, settlements: [] };
    expect(await post(biller, "/notifications/settlement", settlement)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await post(biller, "/notifications/payment", { data: { payment: {} } })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await post(biller, "/notifications/payment", "nope")).toMatchObject({
      status: 200,
      body: { success: false },
    });
  });

  it("answers 404 for another path and 413 for a body over 64 KiB", async () => {
    expect(await post(biller, "/bill-fetch", byId(due))).toMatchObject({
      status: 404,
      body: { error: expect.any(String) },
    });
    const large = { loan_number: "x".repeat(70_000) };
    expect(await post(biller, "/v1.0/bill-fetch", large)).toMatchObject({
      status: 413,
      body: { error: expect.any(String) },
    });
  });
});

describe("faults", () => {
  it("dates the bill after its due date", async () => {
    const { body } = await post(await start("bill-date-after-due-date"), "/v1.0/bill-fetch", byId(due));
    expect(body).toMatchObject({ billDate: "2026-11-24", dueDate: "2026-11-23" });
  });

  it("writes the amount due in rupees", async () => {
    const { body } = await post(await start("amount-in-rupees"), "/aggregator/bill-fetch", byParams(due));
    expect(body.data).toMatchObject({ amountDue: 1500.5 });
  });

  it("answers 02 for an unknown customer", async () => {
    const { body } = await post(
      await start("unknown-customer-answers-02"),
      "/v1.0/bill-fetch",
      byId(unknown),
    );
    expect(body).toEqual({ status: "FAILURE", errorCode: "02" });
  });

  it("repeats a B2B bill number", async () => {
    const { body } = await post(await start("b2b-repeated-bill-number"), "/b2b/bill-fetch", byId(due));
    const [first, second] = body.bills as { billNumber: string }[];
    expect(first?.billNumber).toBe(second?.billNumber);
  });

  it("gives a short acknowledgement, and SUCCESS again for a duplicate", async () => {
    const short = (await post(await start("short-acknowledgement-id"), "/v1.0/payment-posting", payment()))
      .body;
    expect(short.acknowledgementId).toMatch(/^[A-Za-z0-9]{6}$/);

    const faulty = await start("duplicate-answered-success");
    const again = payment();
    const first = (await post(faulty, "/v1.0/payment-posting", again)).body;
    const second = (await post(faulty, "/v1.0/payment-posting", again)).body;
    expect(second).toEqual({ status: "SUCCESS", acknowledgementId: ack });
    expect(second.acknowledgementId).not.toBe(first.acknowledgementId);
  });

  it("rejects a notification once, then accepts it", async () => {
    const faulty = await start("receiver-rejects-once");
    const notification = { bbps_biller_id: referenceBillerId, settlements: [{ settlement_utr: "UTR1" }] };
    expect((await post(faulty, "/notifications/settlement", notification)).body).toEqual({ success: false });
    expect((await post(faulty, "/notifications/settlement", notification)).body).toEqual({ success: true });
  });

  it("answers text/plain", async () => {
    const answer = await post(await start("text-content-type"), "/v1.0/bill-fetch", byId(due));
    expect(answer.contentType).toMatch(/^text\/plain/);
    expect(answer.body.status).toBe("SUCCESS");
  });

  it("refuses an unknown fault id", async () => {
    await expect(startReferenceBiller({ faults: ["no-such-fault" as ReferenceBillerFault] })).rejects.toThrow(
      /Unknown fault/,
    );
  });
});

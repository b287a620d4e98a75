import { describe, expect, it } from "vitest";
import {
  emptySampleMemory,
  fillMarkers,
  markerOperation,
  rememberAnswer,
  sampleMarkers,
} from "./sample-markers";
import { fillPlaceholders } from "./try-it-memory";

const afterFetch = () =>
  rememberAnswer(emptySampleMemory(), "get-fetched-bill", {
    statusCode: "success",
    data: { bill: { amount: 150000, billNumber: "B-1" }, context: "C2", fetchAPIStatus: "Active" },
  });

describe("the sample markers", () => {
  it("remembers the scalars of data, of data.bill and of the answer's top level", () => {
    const memory = rememberAnswer(afterFetch(), "deliveries", {
      id: "dlv_1",
      event: "settlementNotification",
      attempts: [],
      request: { body: "{}" },
    });
    expect(memory.byOperation).toEqual({
      "get-fetched-bill": {
        statusCode: "success",
        context: "C2",
        fetchAPIStatus: "Active",
        amount: 150000,
        billNumber: "B-1",
      },
      deliveries: { id: "dlv_1", event: "settlementNotification" },
    });
  });

  it("prefers a field of data to the top-level field of the same name", () => {
    const memory = rememberAnswer(emptySampleMemory(), "token", {
      success: true,
      token: "top",
      data: { token: "T1" },
    });
    expect(fillMarkers("Bearer <token from token>", memory)).toBe("Bearer T1");
  });

  it("is the try-it console's memory, so its placeholders fill from it too", () => {
    expect(
      fillPlaceholders({ context: "<context from get-fetched-bill>" }, afterFetch(), "2026-11-22"),
    ).toEqual({
      context: "C2",
    });
  });

  it("fills each marker from the operation it names, as plain text inside a longer string", () => {
    const text = '{"context":"<context from get-fetched-bill>","amount":"<amount from get-fetched-bill>"}';
    expect(fillMarkers(text, afterFetch())).toBe('{"context":"C2","amount":"150000"}');
  });

  it("fills a templated path with the marker its step gives, then the marker", () => {
    const memory = rememberAnswer(emptySampleMemory(), "deliveries", { id: "dlv_7" });
    const url = "http://localhost:4000/sandbox/deliveries/{deliveryId}/redeliver";
    expect(fillMarkers(url, memory, { pathParameters: { deliveryId: "<id from deliveries>" } })).toBe(
      "http://localhost:4000/sandbox/deliveries/dlv_7/redeliver",
    );
  });

  it("throws, naming the marker, when nothing answered its value", () => {
    expect(() => fillMarkers("<context from bill-fetch-request>", afterFetch())).toThrow(
      /<context from bill-fetch-request>.*no answer/,
    );
    expect(() => fillMarkers("<sourceRefNum from get-fetched-bill>", afterFetch())).toThrow(
      /<sourceRefNum from get-fetched-bill>.*answered statusCode, context/,
    );
    expect(() =>
      fillMarkers("/deliveries/{deliveryId}", emptySampleMemory(), {
        pathParameters: { deliveryId: "<id from deliveries>" },
      }),
    ).toThrow(/<id from deliveries>/);
  });

  it("refuses a value a sample's string literals could not hold as it stands", () => {
    const memory = rememberAnswer(emptySampleMemory(), "generate-otp", {
      data: { otpReferenceId: 'A"B', statusMessage: "two words" },
    });
    expect(() => fillMarkers("<otpReferenceId from generate-otp>", memory)).toThrow(/unescaped/);
    expect(() => fillMarkers("<statusMessage from generate-otp>", memory)).toThrow(/unescaped/);
  });

  it("leaves onboarding placeholders alone: they are not markers", () => {
    expect(fillMarkers("Bearer <token>, <txnStartDate (IST)>", emptySampleMemory())).toBe(
      "Bearer <token>, <txnStartDate (IST)>",
    );
    expect(sampleMarkers("Bearer <token>")).toEqual([]);
  });

  it("lists each marker once, in order of appearance", () => {
    expect(
      sampleMarkers(
        '["Bearer <token from token>", {"a":"<context from make-payment>","b":"<token from token>"}]',
      ),
    ).toEqual(["<token from token>", "<context from make-payment>"]);
  });

  it("names a call by its path's last segment", () => {
    expect(markerOperation("/sandbox/api/bills/uat/bill-fetch-request")).toBe("bill-fetch-request");
    expect(markerOperation("http://localhost:4000/sandbox/fastag/notification-urls?x=1")).toBe(
      "notification-urls",
    );
    expect(markerOperation("/sandbox/api/auth/token")).toBe("token");
  });
});

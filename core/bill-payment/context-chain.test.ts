import { describe, expect, it } from "vitest";
import { signToken, tokenKey } from "../sandbox/signed-token";
import {
  contextLifetimeSeconds,
  issueContext,
  readContext,
  type BillContext,
  type ContextKind,
  type FetchContext,
} from "./context-chain";

const key = tokenKey("a-test-secret-of-some-length");
const now = Date.UTC(2026, 10, 22, 10, 0, 0);

const fetchContext = () =>
  issueContext<FetchContext>(
    { k: "fetch", b: "BILLER000001", c: "INT", p: { "Consumer Number": "1234567890" } },
    now,
    key,
  );

describe("the context chain", () => {
  it("reads back what it issued, at the step that takes it", () => {
    const { token, context } = fetchContext();
    expect(readContext(token, ["fetch"], now + 1000, key)).toEqual({ ok: true, context });
    expect(context).toMatchObject({ v: 1, k: "fetch", t: Math.floor(now / 1000) });
  });

  it("gives each context its own id", () => {
    const [first, second] = [fetchContext(), fetchContext()];
    expect(first.context.i).not.toBe(second.context.i);
    expect(first.token).not.toBe(second.token);
  });

  it.each<[string, (token: string) => unknown, ContextKind[], number, string]>([
    ["no context", () => undefined, ["fetch"], now, "ERR181"],
    ["a blank context", () => " ", ["fetch"], now, "ERR181"],
    ["a context that is not a string", () => 42, ["fetch"], now, "ERR181"],
    ["a forged context", (token) => `${token.split(".")[0]}.AAAA`, ["fetch"], now, "ERR181"],
    ["a context signed with another secret", () => "eyJ2IjoxfQ.c2lnbmF0dXJl", ["fetch"], now, "ERR181"],
    ["a stale context", (token) => token, ["fetch"], now + contextLifetimeSeconds * 1000, "ERR182"],
    ["a context from another step", (token) => token, ["bill"], now, "ERR183"],
  ])("answers %s with %s", (_name, mangle, expected, at, code) => {
    const { token } = fetchContext();
    const read = readContext(mangle(token), expected, at, key);
    expect(read.ok ? "ok" : read.code).toBe(code);
  });

  it("refuses a signed payload that is not a context", () => {
    const token = signToken({ k: "bearer", s: "status", e: 0 }, key);
    expect(readContext(token, ["fetch"], now, key)).toMatchObject({ ok: false, code: "ERR181" });
  });

  it("is still usable just before it goes stale", () => {
    const { token } = issueContext<BillContext>(
      { k: "bill", b: "B", c: "INT", p: {}, a: 100, n: "N" },
      now,
      key,
    );
    const read = readContext(token, ["bill"], now + contextLifetimeSeconds * 1000 - 1000, key);
    expect(read.ok).toBe(true);
  });
});

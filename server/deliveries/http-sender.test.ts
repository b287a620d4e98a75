import { afterEach, describe, expect, it } from "vitest";
import { httpSender } from "./http-sender";
import { startReceiver } from "./test-receiver.test-data";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function receiver(...args: Parameters<typeof startReceiver>) {
  const started = await startReceiver(...args);
  closers.push(started.close);
  return started;
}

const send = httpSender({ timeoutMs: 300, maxAnswerBytes: 1024 });

describe("httpSender", () => {
  it("posts the JSON body with its headers and returns the answer with its content type", async () => {
    const partner = await receiver(() => ({ status: 200, body: '{"success":true}' }));
    const outcome = await send({ url: partner.url("/n"), headers: { "x-api-user": "u" }, body: '{"a":1}' });
    expect(outcome).toEqual({
      answer: { status: 200, body: '{"success":true}', truncated: false, contentType: "application/json" },
    });
    expect(partner.received[0]?.headers["content-type"]).toBe("application/json");
    expect(partner.received[0]?.headers["x-api-user"]).toBe("u");
    expect(partner.received[0]?.body).toBe('{"a":1}');
  });

  it("does not follow a redirect: the 3xx is the answer", async () => {
    const elsewhere = await receiver();
    const partner = await receiver(() => ({ status: 302, body: "", headers: { Location: elsewhere.url() } }));
    const outcome = await send({ url: partner.url(), headers: {}, body: "{}" });
    expect(outcome).toMatchObject({ answer: { status: 302 } });
    expect(elsewhere.received).toHaveLength(0);
  });

  it("keeps one connection open between attempts", async () => {
    const partner = await receiver();
    await send({ url: partner.url(), headers: {}, body: "{}" });
    await send({ url: partner.url(), headers: {}, body: "{}" });
    expect(partner.connections()).toBe(1);
  });

  it("sends once more on a new connection when the partner closed the kept-alive one as the attempt went out", async () => {
    const partner = await receiver();
    await send({ url: partner.url(), headers: {}, body: "{}" });
    // The partner's keep-alive timeout closes the idle connection in the same step as the next
    // attempt takes it up, before the sender can read that it closed.
    partner.dropConnections();
    const outcome = await send({ url: partner.url(), headers: {}, body: '{"n":2}' });
    expect(outcome).toMatchObject({ answer: { status: 200 } });
    expect(partner.received.map((call) => call.body)).toEqual(["{}", '{"n":2}']);
    expect(partner.connections()).toBe(2);
  });

  it("does not send again when a new connection is reset", async () => {
    const partner = await receiver((_call, received) => {
      received.socket.destroy();
      return { status: 200, body: "{}" };
    });
    const outcome = await send({ url: partner.url(), headers: {}, body: "{}" });
    expect(outcome).toMatchObject({ error: expect.stringMatching(/ECONNRESET/) });
    expect(partner.received).toHaveLength(1);
  });

  it("closes a connection idle for longer than the partner said it keeps one", async () => {
    // `Keep-Alive: timeout=2` (Node's server, which closes at 2 s or later): the sender lets go at 1 s.
    const partner = await receiver(undefined, { keepAliveTimeoutMs: 2_000 });
    const idle = httpSender({ timeoutMs: 300, maxAnswerBytes: 1024, idleMs: 60_000 });
    await idle({ url: partner.url(), headers: {}, body: "{}" });
    await idle({ url: partner.url(), headers: {}, body: "{}" });
    expect(partner.connections()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    await idle({ url: partner.url(), headers: {}, body: "{}" });
    expect(partner.connections()).toBe(2);
  });

  it("keeps waiting for an answer past the idle time, up to the timeout", async () => {
    const partner = await receiver(() => ({ status: 200, body: '{"success":true}', delayMs: 150 }));
    const patient = httpSender({ timeoutMs: 1_000, maxAnswerBytes: 1024, idleMs: 50 });
    expect(await patient({ url: partner.url(), headers: {}, body: "{}" })).toMatchObject({
      answer: { status: 200 },
    });
  });

  it("gives up on an answer that takes longer than the timeout", async () => {
    const partner = await receiver(() => ({ status: 200, body: "{}", delayMs: 1_000 }));
    expect(await send({ url: partner.url(), headers: {}, body: "{}" })).toEqual({
      error: "No answer within 0.3 s.",
    });
  });

  it("reads no more of an answer than the cap", async () => {
    const partner = await receiver(() => ({ status: 200, body: "x".repeat(5_000) }));
    const outcome = await send({ url: partner.url(), headers: {}, body: "{}" });
    expect(outcome).toMatchObject({ answer: { status: 200, truncated: true } });
    expect("answer" in outcome ? outcome.answer.body.length : 0).toBe(1024);
  });

  it("says why nobody answered", async () => {
    const gone = await startReceiver();
    await gone.close();
    const outcome = await send({ url: gone.url(), headers: {}, body: "{}" });
    expect(outcome).toMatchObject({ error: expect.stringMatching(/ECONNREFUSED/) });
  });
});

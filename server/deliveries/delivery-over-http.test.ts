import { afterEach, describe, expect, it } from "vitest";
import { deliveryEvents } from "../../content/sandbox/deliveries";
import type { DeliverySender } from "../../core/deliveries/delivery";
import { DeliveryEngine, type DeliveryView } from "../../core/deliveries/delivery-engine";
import { MemoryStore } from "../../core/store/memory-store";
import { httpSender } from "./http-sender";
import { startReceiver } from "./test-receiver.test-data";

const settlement = deliveryEvents.find((event) => event.event === "settlementNotification")!;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function settled(engine: DeliveryEngine, id: string): Promise<DeliveryView> {
  let view: DeliveryView | undefined;
  await expect
    .poll(async () => {
      view = await engine.read(id);
      return view?.status;
    })
    .toMatch(/^(delivered|failed)$/);
  return view!;
}

/**
 * The engine with the real sender, as bench/deliveries.ts runs it, to a receiver on loopback. The
 * benchmark once counted a delivery lost and left pending: its attempt went out on a kept-alive
 * connection the receiver had just closed, failed with ECONNRESET before the receiver saw it, and
 * its retry was a minute away, past the run's end.
 */
describe("a delivery over HTTP", () => {
  it("is delivered on its first attempt when the partner closes the kept-alive connection as it goes out", async () => {
    const partner = await startReceiver();
    cleanups.push(partner.close);
    const http = httpSender({ timeoutMs: 2_000, maxAnswerBytes: 1024 });
    let dropNext = false;
    const send: DeliverySender = (request) => {
      // The partner's keep-alive timeout fires just as the attempt takes up the idle connection.
      if (dropNext) partner.dropConnections();
      return http(request);
    };
    const engine = new DeliveryEngine({
      store: new MemoryStore(),
      send,
      events: deliveryEvents,
      destinationAllowed: () => undefined,
      keptMs: 60_000,
      loggedAnswerChars: 4096,
      leaseMs: 30_000,
      idlePollMs: 10,
    });
    cleanups.push(() => engine.stop());
    engine.start();
    const delivery = { event: settlement, url: partner.url(), timeScale: 1, cause: "trigger" } as const;
    const request = { headers: {}, body: '{"success":true}' };
    const first = await engine.create({ ...delivery, request });
    expect((await settled(engine, first.id)).status).toBe("delivered");

    dropNext = true;
    const second = await engine.create({ ...delivery, request });
    const view = await settled(engine, second.id);
    expect(view.status).toBe("delivered");
    expect(view.attempts).toHaveLength(1);
    expect(view.attempts[0]).toMatchObject({ key: "1", delivered: true });
    expect(
      partner.received.filter((call) => call.headers["x-sandbox-delivery-id"] === second.id),
    ).toHaveLength(1);
    expect(await engine.pending()).toBe(0);
  });
});

import { deliveryEvents, deliverySettings, type DeliveryEventData } from "../../content/sandbox/deliveries";
import { randomId } from "../sandbox/random-id";
import type { SandboxStore } from "../store/sandbox-store";

/** What every registration has besides what the partner gave. */
export type Registered = { id: string; createdAt: number; expiresAt: number };

/** The most deliveries a registration lists; the oldest go first. */
const maxListedDeliveries = 1_000;

/** The event of `content/sandbox/deliveries.ts` named `name`. */
export function deliveryEventNamed(name: string): DeliveryEventData {
  const event = deliveryEvents.find((candidate) => candidate.event === name);
  if (!event) throw new Error(`content/sandbox/deliveries.ts has no event ${name}.`);
  return event;
}

/**
 * One kind of registration in the store: each record under its id, the owner's latest findable
 * (an owner is a client address, or a client and a biller), and the log of the deliveries it led
 * to. All of them end after the published registration hours.
 */
export class RegistrationBook<T extends Registered> {
  readonly #store: SandboxStore;
  readonly #now: () => number;
  readonly #keyPrefix: string;
  readonly #idPrefix: string;

  /** `keyPrefix` names the store keys; `idPrefix` starts each id (`reg_`, `whk_`, …). */
  constructor(options: { store: SandboxStore; now: () => number; keyPrefix: string; idPrefix: string }) {
    this.#store = options.store;
    this.#now = options.now;
    this.#keyPrefix = options.keyPrefix;
    this.#idPrefix = options.idPrefix;
  }

  /** Stores `input` as the owner's registration, replacing the owner's earlier one. */
  async create(input: Omit<T, keyof Registered>, owner: string): Promise<T> {
    const now = this.#now();
    const registration = {
      ...input,
      id: `${this.#idPrefix}${randomId(26)}`,
      createdAt: now,
      expiresAt: now + deliverySettings.registrationHours * 3_600_000,
    } as T;
    await this.#store.put(
      this.#recordKey(registration.id),
      JSON.stringify(registration),
      registration.expiresAt,
    );
    await this.#store.put(this.#ownerKey(owner), registration.id, registration.expiresAt);
    return registration;
  }

  async read(id: string): Promise<T | undefined> {
    const stored = await this.#store.get(this.#recordKey(id));
    return stored === undefined ? undefined : (JSON.parse(stored) as T);
  }

  /** The owner's registration, if it has one that has not ended. */
  async ofOwner(owner: string): Promise<T | undefined> {
    const id = await this.#store.get(this.#ownerKey(owner));
    return id === undefined ? undefined : this.read(id);
  }

  /** Adds an entry to the registration's delivery log, which ends with the registration. */
  async logDelivery(registration: T, entry: string): Promise<void> {
    await this.#store.append(
      this.#logKey(registration.id),
      entry,
      registration.expiresAt,
      maxListedDeliveries,
    );
  }

  /** The registration's delivery log, oldest first. */
  loggedDeliveries(id: string): Promise<string[]> {
    return this.#store.list(this.#logKey(id));
  }

  #recordKey = (id: string) => `${this.#keyPrefix}:${id}`;
  #ownerKey = (owner: string) => `${this.#keyPrefix}-of:${owner}`;
  #logKey = (id: string) => `${this.#keyPrefix}-deliveries:${id}`;
}

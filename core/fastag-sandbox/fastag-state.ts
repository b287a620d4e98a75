import type { FastagCustomer, FastagTagState, PublishedWallet } from "../../content/sandbox/fastag";
import type { FastagRuntime } from "./fastag-runtime";
import { epochOfIst } from "./ist-time";
import {
  balancesAfter,
  bookEntries,
  foldEntries,
  type Balances,
  type BookedEntry,
  type LedgerEntry,
} from "./ledger";

const ledgerEntry = ({ submittedAt: _, ...entry }: StoredEntry): LedgerEntry => entry;
import { publishedPaise } from "./money";

export type TagRecord = {
  vehicleNumber: string;
  vehicleClass: string;
  tagId: string;
  state: FastagTagState;
  /** When a tag added to an existing wallet appears (epoch ms); absent for a wallet's first tags. */
  readyAt?: number;
};

export type WalletRecord = {
  walletId: string;
  channelId: string;
  kycType: "FULL" | "MIN";
  customer: FastagCustomer;
  /** The security deposit, paise. */
  deposit: number;
  /** When creation ends and the wallet can be used (epoch ms); 0 for published wallets. */
  readyAt: number;
  tags: TagRecord[];
};

/** An accepted wallet creation, kept under its vehicle: `/wallet-status` reads it. */
export type CreationRecord = {
  customer: FastagCustomer;
  walletId: string;
  submittedAt: number;
  /** The request's `x-sandbox-time-scale`; absent means 1. */
  timeScale?: number;
};

/** An accepted recharge; its credit is in the ledger, dated when it succeeds. */
export type RechargeRecord = {
  walletId: string;
  referenceId: string;
  amount: number;
  submittedAt: number;
  doneAt: number;
  /** The request's `x-sandbox-time-scale`; absent means 1. */
  timeScale?: number;
};

export type OtpRecord = { mobile: string; issuedAt: number; wrongAttempts: number; used: boolean };

/**
 * A ledger entry as stored. A credit that waited to take effect (a recharge or a creation's
 * top-up) says when it was accepted, so that what was accepted less what took effect is unclear.
 */
export type StoredEntry = LedgerEntry & { submittedAt?: number };

/**
 * The balances after the head of a wallet's ledger (its first `count` entries), so a call reads
 * only the entries stored since; `credited` is the waited-for credits in that head, paise.
 * Losing it is harmless: the ledger is folded from the start.
 */
export type LedgerCheckpoint = Balances & { count: number; credited: number; expiresAt: number };

/** A wallet's ledger as of now, read from its checkpoint on. */
export type LedgerNow = {
  /** After every entry that has taken effect. */
  balances: Balances;
  /** Credits accepted but not yet in effect, paise. */
  unclearBalance: number;
  /** The entries stored since the checkpoint, booked: the ones that may still need announcing. */
  recent: BookedEntry[];
  /** Entries of the wallet in all, in effect or waiting. */
  entryCount: number;
  /** Where the checkpoint can move now, if further than it is. */
  nextCheckpoint?: LedgerCheckpoint;
};

/** The queue of credits waiting to take effect, of every wallet: a timer announces them when due. */
export const announcementQueue = "fastag:announcements";

/** A member of the announcement queue: whose wallet, and which entry (so that two never merge). */
export function announcementMember(client: string, walletId: string, reference: string): string {
  return JSON.stringify([client, walletId, reference]);
}

function walletOfPublished(published: PublishedWallet): WalletRecord {
  return {
    walletId: published.walletId,
    channelId: published.channelId,
    kycType: published.kycType,
    customer: { ...published.customer },
    deposit: publishedPaise(published.depositAmount),
    readyAt: 0,
    tags: published.tags.map(({ vehicleNumber, vehicleClass, tagId, state }) => ({
      vehicleNumber,
      vehicleClass,
      tagId,
      state,
    })),
  };
}

/** A published entry as a ledger entry, with its plaza and tag filled in. */
function entryOfPublished(
  published: PublishedWallet,
  entry: PublishedWallet["ledger"][number],
  runtime: FastagRuntime,
): LedgerEntry {
  const at = epochOfIst(entry.at) ?? 0;
  const amount = publishedPaise(entry.amount);
  if (entry.kind === "credit")
    return { reference: entry.reference, kind: "credit", at, amount, narration: entry.narration };
  const plaza = runtime.data.tollPlazas.find((candidate) => candidate.plazaCode === entry.plazaCode);
  const tag = published.tags.find((candidate) => candidate.vehicleNumber === entry.vehicleNumber);
  return {
    reference: entry.reference,
    kind: "toll",
    at,
    amount,
    narration: `Toll debit at ${plaza?.plazaName ?? entry.plazaCode}`,
    vehicleNumber: entry.vehicleNumber,
    ...(tag ? { tagId: tag.tagId, vehicleClass: tag.vehicleClass } : {}),
    plazaCode: entry.plazaCode,
    ...(plaza ? { plazaName: plaza.plazaName } : {}),
  };
}

/** A published wallet's ledger, booked once: it is data, and parsing its dates on every call was most of a call. */
const bookedPublishedCache = new WeakMap<PublishedWallet, BookedEntry[]>();

function bookedPublished(published: PublishedWallet, runtime: FastagRuntime): BookedEntry[] {
  let booked = bookedPublishedCache.get(published);
  if (!booked) {
    booked = bookEntries(published.ledger.map((entry) => entryOfPublished(published, entry, runtime)));
    bookedPublishedCache.set(published, booked);
  }
  return booked;
}

/**
 * What the FASTag sandbox remembers, as JSON records in the sandbox store. Each client sees the
 * published wallets as they are published plus its own changes (a client that deactivates a
 * published tag deactivates its own copy), so one partner's rehearsal never breaks another's.
 * Every record expires `keptHours` after its last change.
 */
export class FastagState {
  readonly #runtime: FastagRuntime;

  constructor(runtime: FastagRuntime) {
    this.#runtime = runtime;
  }

  get #store() {
    return this.#runtime.store;
  }

  #key(name: string): string {
    return `fastag:${this.#runtime.client}:${name}`;
  }

  #expiresAt(): number {
    return this.#runtime.now() + this.#runtime.data.fastagSettings.keptHours * 3_600_000;
  }

  async #read<T>(name: string): Promise<T | undefined> {
    const stored = await this.#store.get(this.#key(name));
    return stored === undefined ? undefined : (JSON.parse(stored) as T);
  }

  async #write(name: string, value: unknown): Promise<void> {
    await this.#store.put(this.#key(name), JSON.stringify(value), this.#expiresAt());
  }

  /** Stores `value` under `name` unless something is there; true when it was stored. */
  async #claim(name: string, value: unknown = 1): Promise<boolean> {
    return this.#store.claim(this.#key(name), this.#expiresAt(), JSON.stringify(value));
  }

  #published(walletId: string): PublishedWallet | undefined {
    return this.#runtime.data.publishedWallets.find((wallet) => wallet.walletId === walletId);
  }

  /** The wallet, whether or not its creation has ended. */
  async wallet(walletId: string): Promise<WalletRecord | undefined> {
    const stored = await this.#read<WalletRecord>(`wallet:${walletId}`);
    if (stored) return stored;
    const published = this.#published(walletId);
    return published && walletOfPublished(published);
  }

  /** The wallet if it exists now: its creation has ended. */
  async readyWallet(walletId: string): Promise<WalletRecord | undefined> {
    const wallet = await this.wallet(walletId);
    return wallet && wallet.readyAt <= this.#runtime.now() ? wallet : undefined;
  }

  async saveWallet(wallet: WalletRecord): Promise<void> {
    await this.#write(`wallet:${wallet.walletId}`, wallet);
  }

  /** Claims a new wallet ID, so that no two wallets share one. */
  async claimWalletId(walletId: string): Promise<boolean> {
    return !this.#published(walletId) && this.#claim(`wallet-id:${walletId}`);
  }

  /** The wallet whose tag the vehicle carries (created or published), if any. */
  async walletIdOfVehicle(vehicleNumber: string): Promise<string | undefined> {
    const stored = await this.#read<string>(`vehicle:${vehicleNumber}`);
    if (stored) return stored;
    return this.#runtime.data.publishedWallets.find((wallet) =>
      wallet.tags.some((tag) => tag.vehicleNumber === vehicleNumber),
    )?.walletId;
  }

  async indexVehicle(vehicleNumber: string, walletId: string): Promise<void> {
    await this.#write(`vehicle:${vehicleNumber}`, walletId);
  }

  /** The first wallet of the customer with this mobile number, if any. */
  async walletIdOfMobile(mobile: string): Promise<string | undefined> {
    const stored = await this.#read<string>(`mobile:${mobile}`);
    if (stored) return stored;
    return this.#runtime.data.publishedWallets.find((wallet) => wallet.customer.mobile === mobile)?.walletId;
  }

  async indexMobile(mobile: string, walletId: string): Promise<void> {
    if ((await this.walletIdOfMobile(mobile)) === undefined) await this.#write(`mobile:${mobile}`, walletId);
  }

  async otp(otpReferenceId: string): Promise<OtpRecord | undefined> {
    return this.#read(`otp:${otpReferenceId}`);
  }

  async saveOtp(otpReferenceId: string, otp: OtpRecord): Promise<void> {
    await this.#write(`otp:${otpReferenceId}`, otp);
  }

  /** When the mobile's OTP was last validated. */
  async otpValidatedAt(mobile: string): Promise<number | undefined> {
    return this.#read(`otp-validated:${mobile}`);
  }

  async markOtpValidated(mobile: string): Promise<void> {
    await this.#write(`otp-validated:${mobile}`, this.#runtime.now());
  }

  /** When dedupe last checked this mobile and vehicle. */
  async dedupedAt(mobile: string, vehicleNumber: string): Promise<number | undefined> {
    return this.#read(`dedupe:${mobile}:${vehicleNumber}`);
  }

  async markDeduped(mobile: string, vehicleNumber: string): Promise<void> {
    await this.#write(`dedupe:${mobile}:${vehicleNumber}`, this.#runtime.now());
  }

  async creation(vehicleNumber: string): Promise<CreationRecord | undefined> {
    return this.#read(`creation:${vehicleNumber}`);
  }

  /** Records a creation for the vehicle unless one exists; true when this one was recorded. */
  async claimCreation(vehicleNumber: string, creation: CreationRecord): Promise<boolean> {
    return this.#claim(`creation:${vehicleNumber}`, creation);
  }

  /** Claims a BC-held tag sequence, usable once. */
  async claimTagSequence(sequence: string): Promise<boolean> {
    return this.#claim(`tag-sequence:${sequence}`);
  }

  /** Claims a reissuance of the vehicle for the sandbox's reissuance window. */
  async claimReissuance(vehicleNumber: string): Promise<boolean> {
    const { reissuanceWindowSeconds } = this.#runtime.data.fastagSettings;
    return this.#store.claim(
      this.#key(`reissuance:${vehicleNumber}`),
      this.#runtime.now() + reissuanceWindowSeconds * 1000,
    );
  }

  /** Claims a recharge `referenceId`, unique per client and channel. */
  async claimReference(referenceId: string): Promise<boolean> {
    const published = this.#runtime.data.publishedWallets.some(
      (wallet) =>
        wallet.channelId === this.#runtime.channelId &&
        wallet.ledger.some((entry) => entry.kind === "credit" && entry.reference === referenceId),
    );
    return !published && this.#claim(`reference:${this.#runtime.channelId}:${referenceId}`);
  }

  /** The recharge, whether the client's sandbox accepted it or it is a published wallet's credit. */
  async recharge(walletId: string, referenceId: string): Promise<RechargeRecord | undefined> {
    const stored = await this.#read<RechargeRecord>(`recharge:${walletId}:${referenceId}`);
    if (stored) return stored;
    const credit = this.#publishedBooked(walletId).find(
      (entry) => entry.kind === "credit" && entry.reference === referenceId,
    );
    return (
      credit && { walletId, referenceId, amount: credit.amount, submittedAt: credit.at, doneAt: credit.at }
    );
  }

  async saveRecharge(recharge: RechargeRecord): Promise<void> {
    await this.#write(`recharge:${recharge.walletId}:${recharge.referenceId}`, recharge);
  }

  /**
   * Appends an entry in effect now to the wallet's ledger. The ledger holds entries in the order
   * they took effect, which is the order balances fold in, so a checkpoint never needs revisiting.
   */
  async appendEntry(walletId: string, entry: StoredEntry): Promise<void> {
    const { maxLedgerEntries } = this.#runtime.data.fastagSettings;
    // Twice the published limit: the limit is checked before appending, so trimming (which would
    // shift every checkpoint) happens only if many appends race past the check at once.
    await this.#store.append(
      this.#key(`ledger:${walletId}`),
      JSON.stringify(entry),
      this.#expiresAt(),
      maxLedgerEntries * 2,
    );
  }

  /**
   * Stores a credit that takes effect at `entry.at` (a recharge, a creation's top-up): it waits
   * on the wallet's queue, counted as unclear, until a call or the announcement timer finds it due
   * and moves it into the ledger.
   */
  async addWaitingCredit(walletId: string, entry: StoredEntry & { submittedAt: number }): Promise<void> {
    await this.#store.increment(this.#key(`accepted:${walletId}`), this.#expiresAt(), entry.amount);
    await this.#store.schedule(this.#key(`waiting:${walletId}`), JSON.stringify(entry), entry.at);
    await this.#store.schedule(
      announcementQueue,
      announcementMember(this.#runtime.client, walletId, entry.reference),
      entry.at,
    );
  }

  /** Moves the wallet's waiting credits that are due into its ledger, earliest first, each once. */
  async #moveDueCredits(walletId: string): Promise<void> {
    const now = this.#runtime.now();
    const queue = this.#key(`waiting:${walletId}`);
    // The lease covers a mover that dies midway; the claim below keeps a credit from moving twice.
    for (const member of await this.#store.claimDue(queue, now, now + 30_000, 1_000)) {
      const entry = JSON.parse(member) as StoredEntry;
      if (await this.#claim(`credited:${walletId}:${entry.reference}`))
        await this.appendEntry(walletId, entry);
      await this.#store.unschedule(queue, member);
    }
  }

  async #storedEntries(walletId: string, start = 0): Promise<StoredEntry[]> {
    const stored = await this.#store.list(this.#key(`ledger:${walletId}`), start);
    return stored.map((entry) => JSON.parse(entry) as StoredEntry);
  }

  #publishedBooked(walletId: string): BookedEntry[] {
    const published = this.#published(walletId);
    return published ? bookedPublished(published, this.#runtime) : [];
  }

  /** The wallet's entries up to now, published ones first, each with its balances: for statements. */
  async bookedEntries(walletId: string): Promise<BookedEntry[]> {
    await this.#moveDueCredits(walletId);
    const before = this.#publishedBooked(walletId);
    const stored = await this.#storedEntries(walletId);
    // Published entries are dated before anything the sandbox books, so they open the ledger.
    return [...before, ...foldEntries(stored.map(ledgerEntry), balancesAfter(before))];
  }

  /**
   * The wallet's balances now, from its checkpoint and the entries stored since: a call reads the
   * few entries stored since the last call, not the whole ledger.
   */
  async ledgerNow(walletId: string): Promise<LedgerNow> {
    await this.#moveDueCredits(walletId);
    const checkpoint = await this.#read<LedgerCheckpoint>(`ledger-checkpoint:${walletId}`);
    const opening = checkpoint ?? {
      count: 0,
      credited: 0,
      ...balancesAfter(this.#publishedBooked(walletId)),
    };
    const [since, accepted, waiting] = await Promise.all([
      this.#storedEntries(walletId, opening.count),
      this.#read<number>(`accepted:${walletId}`),
      this.#store.queueSize(this.#key(`waiting:${walletId}`)),
    ]);
    const recent = foldEntries(since.map(ledgerEntry), opening);
    const balances =
      recent.length > 0 ? balancesAfter(recent) : { balance: opening.balance, odBalance: opening.odBalance };
    const credited =
      opening.credited +
      since.reduce((sum, entry) => sum + (entry.submittedAt === undefined ? 0 : entry.amount), 0);
    // The ledger list expires `keptHours` after its last append, which is no earlier than the
    // latest entry's date: a checkpoint dated from it never outlives the list it counts.
    const expiresAt =
      Math.max(...since.map((entry) => entry.at)) + this.#runtime.data.fastagSettings.keptHours * 3_600_000;
    return {
      balances,
      unclearBalance: Math.max(0, (accepted ?? 0) - credited),
      recent,
      entryCount: opening.count + since.length + waiting,
      ...(since.length > 0 && expiresAt > this.#runtime.now()
        ? { nextCheckpoint: { count: opening.count + since.length, ...balances, credited, expiresAt } }
        : {}),
    };
  }

  async saveCheckpoint(walletId: string, checkpoint: LedgerCheckpoint): Promise<void> {
    await this.#store.put(
      this.#key(`ledger-checkpoint:${walletId}`),
      JSON.stringify(checkpoint),
      checkpoint.expiresAt,
    );
  }

  /** Claims the announcement of a booked entry, so the booking hook hears of it once. */
  async claimAnnouncement(walletId: string, reference: string): Promise<boolean> {
    return this.#claim(`announced:${walletId}:${reference}`);
  }
}

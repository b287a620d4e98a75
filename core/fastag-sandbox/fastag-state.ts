import type { FastagCustomer, FastagTagState, PublishedWallet } from "../../content/sandbox/fastag";
import type { FastagRuntime } from "./fastag-runtime";
import { epochOfIst } from "./ist-time";
import { balancesAfter, bookEntries, type BookedEntry, type LedgerEntry } from "./ledger";
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
export type CreationRecord = { customer: FastagCustomer; walletId: string; submittedAt: number };

/** An accepted recharge; its credit is in the ledger, dated when it succeeds. */
export type RechargeRecord = {
  walletId: string;
  referenceId: string;
  amount: number;
  submittedAt: number;
  doneAt: number;
};

export type OtpRecord = { mobile: string; issuedAt: number; wrongAttempts: number; used: boolean };

/** A stored ledger entry; a recharge credit also says when it was submitted, for `unclearBalance`. */
export type StoredEntry = LedgerEntry & { submittedAt?: number };

/** Most entries kept per wallet; the oldest go first. */
const maxEntriesPerWallet = 5_000;

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
    return this.#claim(`reference:${this.#runtime.channelId}:${referenceId}`);
  }

  async recharge(walletId: string, referenceId: string): Promise<RechargeRecord | undefined> {
    return this.#read(`recharge:${walletId}:${referenceId}`);
  }

  async saveRecharge(recharge: RechargeRecord): Promise<void> {
    await this.#write(`recharge:${recharge.walletId}:${recharge.referenceId}`, recharge);
  }

  async appendEntry(walletId: string, entry: StoredEntry): Promise<void> {
    await this.#store.append(
      this.#key(`ledger:${walletId}`),
      JSON.stringify(entry),
      this.#expiresAt(),
      maxEntriesPerWallet,
    );
  }

  /** The entries the client's sandbox booked for the wallet, including those dated later than now. */
  async storedEntries(walletId: string): Promise<StoredEntry[]> {
    const stored = await this.#store.list(this.#key(`ledger:${walletId}`));
    return stored.map((entry) => JSON.parse(entry) as StoredEntry);
  }

  /** The wallet's entries up to now, published ones first, each with its balances. */
  async bookedEntries(walletId: string): Promise<BookedEntry[]> {
    const published = this.#published(walletId);
    const before = published ? bookedPublished(published, this.#runtime) : [];
    const now = this.#runtime.now();
    const stored = (await this.storedEntries(walletId)).filter((entry) => entry.at <= now);
    // Published entries are dated before anything the sandbox books, so they open the ledger.
    return [
      ...before,
      ...bookEntries(
        stored.map(({ submittedAt: _, ...entry }) => entry),
        balancesAfter(before),
      ),
    ];
  }

  /** Claims the announcement of a booked entry, so the booking hook hears of it once. */
  async claimAnnouncement(walletId: string, reference: string): Promise<boolean> {
    return this.#claim(`announced:${walletId}:${reference}`);
  }
}

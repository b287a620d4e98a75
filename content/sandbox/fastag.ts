/**
 * The FASTag sandbox's published data: the header values, the customers, wallets, tags and vehicles
 * it knows, the OTP it accepts, the timings of its asynchronous wallet creation and recharge, its
 * toll plazas and its limits. Every value here is the sandbox's own choice where the FASTag
 * reference leaves it to onboarding; production's values are issued during onboarding. The
 * reference page lists this file, and the sandbox and its tests read it.
 */

export type FastagHeader = { name: string; value: string; purpose: string };

/** The nine headers every call carries, with the values the sandbox accepts. */
export const fastagHeaders: readonly FastagHeader[] = [
  {
    name: "BANK-CHANNEL-ID",
    value: "SBX-FASTAG-CHANNEL",
    purpose: "Your channel in the sandbox: the wallets and tags you create belong to it.",
  },
  { name: "BANK-CLIENT-ID", value: "sbx-fastag-client", purpose: "The sandbox's API gateway client ID." },
  {
    name: "BANK-CLIENT-SECRET",
    value: "sbx-fastag-client-secret",
    purpose: "The sandbox's API gateway client secret.",
  },
  {
    name: "BANK-ENCRYPTION-KEY",
    value: "176bf25bca5babda32a35dc4b7e0a86f",
    purpose:
      "The sandbox's encryption key (the published test key of the notification payloads); requests to the sandbox are not encrypted.",
  },
  {
    name: "BANK-SALT-KEY",
    value: "sbx-fastag-salt",
    purpose: "The sandbox's salt key; the sandbox computes no checksum.",
  },
  {
    name: "BANK-MERCHANT-ID",
    value: "SBXMERCHANT01",
    purpose: "The merchant ID tied to the sandbox channel.",
  },
  {
    name: "BANK-POS-NUMBER",
    value: "SBXPOS0001",
    purpose: "The point-of-sale number tied to the sandbox channel.",
  },
  { name: "BANK-AGENT-ID", value: "SBXAGENT0001", purpose: "The agent ID tied to the sandbox channel." },
  { name: "BANK-PRODUCT-ID", value: "SBXFASTAG", purpose: "The product ID tied to the sandbox channel." },
];

/** The channel of the published wallets that are not yours: a tag operation on them answers `invalid-channel-id`. */
export const otherChannelId = "SBX-OTHER-CHANNEL";

export type FastagCustomer = { firstName: string; lastName: string; mobile: string; dob: string };

export type FastagTagState = "active" | "inactive" | "closed";

export type PublishedTag = {
  vehicleNumber: string;
  /** `vehicle.class`, e.g. `"4"`; toll data writes it `VC4`. */
  vehicleClass: string;
  /** 24 hexadecimal characters. */
  tagId: string;
  state: FastagTagState;
  purpose: string;
};

/** A published ledger entry: a toll debit at a plaza, or a credit (recharge or opening top-up). */
export type PublishedEntry =
  | { kind: "toll"; at: string; vehicleNumber: string; plazaCode: string; amount: string; reference: string }
  | { kind: "credit"; at: string; amount: string; reference: string; narration: string };

export type PublishedWallet = {
  walletId: string;
  channelId: string;
  kycType: "FULL" | "MIN";
  customer: FastagCustomer;
  /** The security deposit, `sdbalance`. */
  depositAmount: string;
  tags: readonly PublishedTag[];
  /** Entries before the sandbox started, oldest first; times are IST, `YYYY-MM-DDTHH:MM:SS`. */
  ledger: readonly PublishedEntry[];
  purpose: string;
};

/** Twelve toll debits in July 2020, every other day, for paging through a statement. */
const julyTolls: PublishedEntry[] = Array.from({ length: 12 }, (_, index) => ({
  kind: "toll",
  at: `2020-07-${String(1 + index * 2).padStart(2, "0")}T09:${String(10 + index).padStart(2, "0")}:00`,
  vehicleNumber: "KA12AB5618",
  plazaCode: "345011",
  amount: "105.00",
  reference: `TOLLREF0000000${String(index + 2).padStart(2, "0")}`,
}));

export const publishedWallets: readonly PublishedWallet[] = [
  {
    walletId: "19000009653984",
    channelId: "SBX-FASTAG-CHANNEL",
    kycType: "MIN",
    customer: { firstName: "Ravi", lastName: "Kumar", mobile: "9876543210", dob: "1974-10-29" },
    depositAmount: "200.00",
    tags: [
      {
        vehicleNumber: "KA12AB5618",
        vehicleClass: "4",
        tagId: "34161FA82032D69802B1C5E0",
        state: "active",
        purpose:
          "The examples' vehicle: dedupe with Ravi Kumar answers `registered-customer-and-vehicle`; ACTIVATE answers `tag-is-already-active`.",
      },
      {
        vehicleNumber: "KA12AB5620",
        vehicleClass: "4",
        tagId: "34161FA82032D69802B1C5E1",
        state: "inactive",
        purpose: "An inactive tag: DEACTIVATE answers `tag-is-already-inactive`, ACTIVATE makes it active.",
      },
      {
        vehicleNumber: "KA12AB5621",
        vehicleClass: "5",
        tagId: "34161FA82032D69802B1C5E2",
        state: "closed",
        purpose: "A closed tag: every operation answers `tag-is-already-closed`.",
      },
    ],
    ledger: [
      {
        kind: "credit",
        at: "2020-05-31T10:00:00",
        amount: "5000.00",
        reference: "SBXOPEN000001",
        narration: "Wallet top-up",
      },
      {
        kind: "credit",
        at: "2020-06-20T11:00:00",
        amount: "100.00",
        reference: "BCRCH0000000000",
        narration: "Wallet recharge",
      },
      {
        kind: "toll",
        at: "2020-06-24T12:30:00",
        vehicleNumber: "KA12AB5618",
        plazaCode: "345011",
        amount: "105.00",
        reference: "TOLLREF000000001",
      },
      ...julyTolls,
    ],
    purpose:
      "The examples' wallet, on your channel: a June 2020 statement as in the examples and twelve toll debits in July 2020 to page through.",
  },
  {
    walletId: "19000009650002",
    channelId: "SBX-FASTAG-CHANNEL",
    kycType: "MIN",
    customer: { firstName: "Anita", lastName: "Desai", mobile: "9812345670", dob: "1988-03-14" },
    depositAmount: "200.00",
    tags: [
      {
        vehicleNumber: "KA05OD2000",
        vehicleClass: "4",
        tagId: "5A1E00000000000000000D20",
        state: "active",
        purpose: "A toll at plaza 345099 (300.00) on this wallet's 200.00 leaves 100.00 in `odBalance`.",
      },
    ],
    ledger: [
      {
        kind: "credit",
        at: "2020-06-01T09:00:00",
        amount: "200.00",
        reference: "SBXOPEN000002",
        narration: "Wallet top-up",
      },
    ],
    purpose:
      "A wallet holding 200.00, to see the overdraft rule: a longer toll creates OD, the next recharge recovers it.",
  },
  {
    walletId: "19000009650001",
    channelId: otherChannelId,
    kycType: "FULL",
    customer: { firstName: "Meera", lastName: "Shah", mobile: "9123456780", dob: "1990-01-15" },
    depositAmount: "200.00",
    tags: [
      {
        vehicleNumber: "MH01AB1234",
        vehicleClass: "4",
        tagId: "5A1E00000000000000000001",
        state: "active",
        purpose:
          "Another customer's vehicle: dedupe or wallet creation with any other customer answers `vehicle-already-registered`.",
      },
    ],
    ledger: [
      {
        kind: "credit",
        at: "2020-06-01T09:00:00",
        amount: "1000.00",
        reference: "SBXOPEN000003",
        narration: "Wallet top-up",
      },
    ],
    purpose:
      "Another channel's wallet: a tag operation answers `invalid-channel-id`; a recharge answers `invalid-wallet-id`.",
  },
];

export type BankStatus = "ACTIVE" | "SUSPENDED" | "CLOSED" | "BLACKLIST";
export type NpciMapperStatus = "ACTIVE" | "LOW_BALANCE" | "NOT_FOUND" | "EXEMPT" | "BLACKLIST";

/** Vehicles known to the bank without a wallet the sandbox shows: vehicle status reads these statuses. */
export const publishedVehicleStatuses: readonly {
  vehicleNumber: string;
  bankStatus: BankStatus;
  npciMapperStatus: NpciMapperStatus;
  purpose: string;
}[] = [
  {
    vehicleNumber: "JK02JK1234",
    bankStatus: "ACTIVE",
    npciMapperStatus: "ACTIVE",
    purpose: "The vehicle-status example: `ACTIVE` at the bank and in the NPCI mapper.",
  },
  {
    vehicleNumber: "DL01GV0001",
    bankStatus: "ACTIVE",
    npciMapperStatus: "EXEMPT",
    purpose: "An exempt vehicle: `npciMapperStatus` `EXEMPT`.",
  },
  {
    vehicleNumber: "UP16BL0001",
    bankStatus: "BLACKLIST",
    npciMapperStatus: "BLACKLIST",
    purpose: "A blacklisted vehicle: `BLACKLIST` at the bank and in the NPCI mapper.",
  },
];

/**
 * How the sandbox reports a tag of one of its wallets in vehicle status. An active tag is
 * `LOW_BALANCE` in the NPCI mapper while the wallet's usable balance is below its threshold.
 */
export const tagStatusReadings: Readonly<
  Record<FastagTagState, { bankStatus: BankStatus; npciMapperStatus: NpciMapperStatus }>
> = {
  active: { bankStatus: "ACTIVE", npciMapperStatus: "ACTIVE" },
  inactive: { bankStatus: "SUSPENDED", npciMapperStatus: "BLACKLIST" },
  closed: { bankStatus: "CLOSED", npciMapperStatus: "NOT_FOUND" },
};

export type TollPlaza = {
  plazaCode: string;
  plazaName: string;
  /** The toll by `vehicle.class`, in rupees. */
  tolls: Readonly<Record<string, string>>;
  purpose: string;
};

export const tollPlazas: readonly TollPlaza[] = [
  {
    plazaCode: "345011",
    plazaName: "Sample Toll Plaza",
    tolls: {
      "4": "105.00",
      "5": "170.00",
      "6": "355.00",
      "7": "355.00",
      "12": "555.00",
      "15": "675.00",
      "16": "555.00",
    },
    purpose: "The examples' plaza.",
  },
  {
    plazaCode: "345099",
    plazaName: "Sandbox Expressway Plaza",
    tolls: {
      "4": "300.00",
      "5": "480.00",
      "6": "1010.00",
      "7": "1010.00",
      "12": "1580.00",
      "15": "1925.00",
      "16": "1580.00",
    },
    purpose: "A dearer plaza: its 300.00 car toll on a 200.00 balance shows the overdraft rule.",
  },
];

/** A stage of an asynchronous operation: from `fromSeconds` after acceptance until the next stage. */
export type TimelineStage = {
  fromSeconds: number;
  statusCode: string;
  statusMessage: string;
  purpose: string;
};

/**
 * The timeline of a creation, in seconds from the accepted `/wallet-creation`, as `/wallet-status`
 * answers it. The wallet exists from the first stage that is not in progress.
 */
export const walletCreationTimeline: readonly [TimelineStage, ...TimelineStage[]] = [
  {
    fromSeconds: 0,
    statusCode: "duplicate-creation-request",
    statusMessage: "Wallet creation is in progress. Poll again.",
    purpose: "In progress: the request for these details is being processed.",
  },
  {
    fromSeconds: 30,
    statusCode: "wallet-creation-successful",
    statusMessage: "Wallet is successfully created",
    purpose:
      "Created, answered with `wallet-creation-successful` (not in the operation's enum, but the provider's example answers it), so a client sees it.",
  },
  {
    fromSeconds: 60,
    statusCode: "success",
    statusMessage: "Wallet is successfully created",
    purpose: "Created, answered with `success`.",
  },
];

/**
 * The timeline of a recharge, in seconds from the accepted `/recharge`, as `/recharge-status`
 * answers it. The credit is booked when `success` begins.
 */
export const rechargeTimeline: readonly [TimelineStage, ...TimelineStage[]] = [
  {
    fromSeconds: 0,
    statusCode: "recharge-processing",
    statusMessage: "The recharge is being processed. Poll again.",
    purpose: "Processing: the amount shows in `unclearBalance`.",
  },
  {
    fromSeconds: 10,
    statusCode: "success",
    statusMessage: "The wallet balance has been updated.",
    purpose:
      "Done: the amount recovers any `odBalance` first, the rest is in `balance`; `rechargeDateTime` is this moment.",
  },
];

export const fastagSettings = {
  /** The OTP the sandbox sends to every mobile (the reference's example). */
  otp: "4321",
  otpValidMinutes: 10,
  /** Wrong OTPs before the reference stops accepting even the right one. */
  otpAttempts: 3,
  /** How long a dedupe check and a validated OTP allow a wallet creation for those details. */
  issuanceWindowMinutes: 30,
  /** The costs preset at the bank; wallet creation must send exactly these. */
  depositAmount: "200.00",
  issuanceAmount: "84.75",
  taxAmount: "15.25",
  /** Top-up at creation and recharge amounts: rupees with up to two decimals, within these bounds. */
  topupAmount: { min: "0.00", max: "10000.00" },
  rechargeAmount: { min: "1.00", max: "10000.00" },
  /** Usable balance a wallet may hold: a recharge that would pass it fails (`recharge-failed`). */
  walletLimit: { MIN: "10000.00", FULL: "100000.00" },
  /** `thresholdAmount` of every wallet. */
  thresholdAmount: "100.00",
  /** Tags the BC holds (`toBeShippedByBank` false): eight-digit sequences in this range, each usable once. */
  tagSequences: { from: 20923000, to: 20923999 },
  /** `referenceId` of a recharge: 1 to 35 letters, digits, `-` or `_`. */
  referenceIdPattern: "^[A-Za-z0-9_-]{1,35}$",
  /** Mobile numbers: ten digits starting with 6, 7, 8 or 9. */
  mobilePattern: "^[6-9][0-9]{9}$",
  /** A second reissuance of the same vehicle within this window answers `duplicate-creation-request`. */
  reissuanceWindowSeconds: 60,
  /** Entries a wallet's ledger holds; a recharge or toll beyond them is refused. */
  maxLedgerEntries: 10_000 as number,
  /** Rows a statement page may hold. */
  maxPageRows: 100,
  /**
   * A statement page's `limit` and `offset`, strings of digits as the reference types them: `limit`
   * 1 to `maxPageRows`, `offset` any whole number, both without leading zeros, so that one number
   * has one spelling. The document's schema carries the same patterns.
   */
  pageLimitPattern: "^(100|[1-9][0-9]?)$",
  pageOffsetPattern: "^(0|[1-9][0-9]*)$",
  /** How long the sandbox keeps what a client did (wallets, tags, recharges), counted from the last change. */
  keptHours: 24,
  /**
   * `x-sandbox-time-scale` on `/wallet-creation` and `/recharge` divides that request's timeline:
   * 1 (the default) is the published timeline; 30 makes a wallet exist after one second.
   */
  timeScaleHeader: "x-sandbox-time-scale",
  timeScale: { min: 1, max: 1000, default: 1 },
  /** New wallet IDs: this prefix and random digits, fourteen digits in all. */
  walletIdPrefix: "1900",
} as const;

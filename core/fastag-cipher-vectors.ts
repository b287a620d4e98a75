/**
 * Fixed test vectors for the FASTag payload cipher. The ciphertexts were computed once with
 * Node's `crypto.createCipheriv("aes-128-cbc", key, iv)` and checked in, so the page's WebCrypto
 * code and the partner samples in every language are held to one independent answer.
 * The key and IVs are published test values: never use them for real traffic.
 */

export type FastagCipherVector = {
  name: string;
  /** AES-128 key, 32 hex characters. */
  keyHex: string;
  /** The IV that starts the ciphertext, 32 hex characters; real traffic uses a random one. */
  ivHex: string;
  plaintext: string;
  /** base64(IV ‖ AES-128-CBC-PKCS5(plaintext)) */
  ciphertextBase64: string;
};

export const fastagTestKeyHex = "176bf25bca5babda32a35dc4b7e0a86f";
const testIvHex = "008c3ef5a75fb7a47e53040280dc5bf4";

/** The clear header of a FASTag notification (only its transactions are encrypted). */
export const sampleNotificationHeader = { channelID: "CH000123", batchID: "BATCH20261122091500" };

/** One toll debit with every field of a FASTag notification transaction except the Axis-only balanceType. */
export const sampleTransactions = [
  {
    vehicleNumber: "KA12AB5618",
    tagId: "34161FA82032D69802B1C5E0",
    transactionReferenceNumber: "TRN2026112209140571",
    vehicleClass: "VC4",
    avcClass: "VC4",
    status: "Reconciled",
    transactionAmount: "105.00",
    plazaCode: "345011",
    plazaName: "Sample Toll Plaza",
    readerDateTime: "2026-11-22T09:14:05",
    txnDateTime: "2026-11-22T09:14:07",
    walletId: "19000009653984",
    uniqueRefNo: "URN20261122091407000184",
    txnType: "debit",
    openingBalance: "500.00",
    closingBalance: "395.00",
    odBalance: "0.00",
    narration: "Toll debit at Sample Toll Plaza",
    processDate: "2026-11-22T09:15:00",
    originalTransactionId: "TRN2026112209140571",
  },
];

/** A notification as the partner's URL receives it, with its transactions in the encrypted form. */
export const notificationVector: FastagCipherVector = {
  name: "notification transactions",
  keyHex: fastagTestKeyHex,
  ivHex: testIvHex,
  plaintext: JSON.stringify(sampleTransactions),
  ciphertextBase64:
    "AIw+9adft6R+UwQCgNxb9J7hyBK1NPaD+cQr6mDgAz5bWJhg25fEywXuoBYYqy6wylzEujGmunYKKitjVMBUvTOd/LGDtVYp" +
    "MODjv4mvNzBA2XSLqdI5WGqA1n2SDLB8mSjA66jff9bloDEJpZvkOAGJj60JMK1vVdIc+COk67VoIMtwq+dC1IG+PX15KjPD" +
    "y1iYuNRdDKffjEAvNDWDPprZqTdrH4cXktu66RamMf1flZP+OZ7Xtz0iW6t0lfzq8PJoYsRSs3S/k+t6dU5Occ46vqBYnoa4" +
    "GRmESPABoV6ngNYSKfXEvsO/5wSpet28NAdzf0GheqT3Rwfq3wawBCLrPStq39NsvEIb9lQm+ieGon8Ok7e/Z4ANpY+iiXhx" +
    "t+mWmLTlP37Te7MyX/Xh3Cuy8nRxrL3R+I1qMhIqB2e1kEy4E03iQdMmL7r5iSnKgRGTfz/VXpyEEM5DeXUBi2ugIAu961pO" +
    "zuSMoslftAbboZKE7ZaEAs0d7guZWoosC0G6tbEDkHKiffEFQ7LXTDa4ePXrRkpru5//Wv31E47baO8MaQaBTpGDOWFHNfJT" +
    "eWO5vxunNPrZV+AEwtyYXotj9s3qiw3sPGnBJzgzChy0fJR2npTUKQhnZCzcklCs5ivQkzgKFga5lHNRM7bykCozDR/I/Jfb" +
    "leZhEe0c2MmPlNS9s8bOclgGO7JPc9OPa8RO6JMSsuYTEJtvSVbsfDhLieYL8N//6Ktzp5tV5HBI7K1ZkStB6JUV38DGt3QT" +
    "4ZfAivGJAbkLU5FaevHsx4XNIBX0b/05ejZfmOBKeIMyRulH15ANALSY05K7yXN6IYxg30J8tqGYkkEXWF+NdQ==",
};

/** Exactly one block of plaintext, so PKCS5 padding must add a whole second block. */
export const blockAlignedVector: FastagCipherVector = {
  name: "one full block",
  keyHex: fastagTestKeyHex,
  ivHex: testIvHex,
  plaintext: "0123456789abcdef",
  ciphertextBase64: "AIw+9adft6R+UwQCgNxb9F4bBjd/kVbk4u1oNdVxhZixLY4lQUsuC7nhHKwuZJcX",
};

export const fastagCipherVectors: readonly FastagCipherVector[] = [notificationVector, blockAlignedVector];

/** The notification body carrying {@link notificationVector}: header in clear, transactions encrypted. */
export const sampleEncryptedNotification = {
  header: sampleNotificationHeader,
  transactionsEncrypted: notificationVector.ciphertextBase64,
};

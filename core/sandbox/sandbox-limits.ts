/** The largest request body the sandbox reads; every documented request is well under 2 KiB. */
export const maxBodyBytes = 64 * 1024;
/**
 * The largest request head (request line and headers) the server reads: Node's default, set on the
 * server explicitly so that the published limit is the one applied. A cursor or token is far smaller.
 */
export const maxHeadBytes = 16 * 1024;

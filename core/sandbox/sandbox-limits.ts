/** The largest request body the sandbox reads; every documented request is well under 2 KiB. */
export const maxBodyBytes = 64 * 1024;

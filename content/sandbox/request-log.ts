/**
 * The sandbox's request log, as the log page publishes it: how many exchanges it keeps for a
 * caller, for how long, and how much of a body. The sandbox's own choices; production has no log.
 */
export const requestLogSettings = {
  /** The newest exchanges kept per client address and per label. */
  keptPerClient: 200,
  /** How long an exchange is kept. */
  keptHours: 24,
  /** The most of a request's or an answer's body the log keeps (the rest is cut, and says so). */
  keptBodyBytes: 16 * 1024,
  /** The header a partner sends to find its calls from another machine, and the labels it takes. */
  labelHeader: "Sandbox-Log-Label",
  labelPattern: /^[A-Za-z0-9_-]{12,64}$/,
  labelRule: "12 to 64 letters, digits, hyphens or underscores",
  /** How often the log page asks for new exchanges while it is open. */
  tailSeconds: 2,
  /** The most exchanges one read of the log returns. */
  pageSize: 50,
} as const;

/**
 * Polls a URL until it answers 200 (or any status `answered` accepts), so measurements start only
 * once a server is ready. `stillRunning` lets a server that crashed on start fail at once instead
 * of at the timeout.
 */
export async function waitForHttp(
  url: string,
  options: {
    timeoutMilliseconds: number;
    stillRunning: () => boolean;
    answered?: (status: number) => boolean;
  },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMilliseconds;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (!options.stillRunning()) throw new Error(`the server exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if ((options.answered ?? ((status) => status === 200))(response.status)) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${options.timeoutMilliseconds} ms (${lastProblem})`);
}

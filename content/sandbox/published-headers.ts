/**
 * The published sandbox value of each credential header: the bill API's seven, InstaCollect's two
 * and FASTag's nine. The try-it consoles prefill them and the Sandbox code samples send them.
 */
import { deliverySettings } from "./deliveries";
import { fastagHeaders } from "./fastag";
import { sandboxFixtures } from "./fixtures";

const publishedHeaderValues: ReadonlyMap<string, string> = new Map(
  [...sandboxFixtures.couCredentials, ...deliverySettings.instaCollectCredentials, ...fastagHeaders].map(
    (header) => [header.name.toLowerCase(), header.value],
  ),
);

/** A credential header's published value, by name in any case, e.g. `BANK-CHANNEL-ID` → `SBX-FASTAG-CHANNEL`. */
export const publishedHeaderValue = (name: string): string | undefined =>
  publishedHeaderValues.get(name.toLowerCase());

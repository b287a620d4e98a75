import { sandboxUrl } from "../../../core/sandbox/sandbox-url";
import { deliveriesPage } from "../deliveries/section-data";
import { deliveriesReference } from "../deliveries/deliveries-reference.server";
import type { PushLinks, PushOperation } from "./sandbox-facts";

// Build time only, and free of components, so the build scripts can import it too.

/**
 * The deliveries API's FASTag operations (registering a notification URL, booking a toll), each
 * linked to its entry on the deliveries page; none until the deliveries document has them.
 */
export async function fastagPushLinks(): Promise<PushLinks> {
  const view = await deliveriesReference();
  const operations = view.tags.flatMap((tag) => tag.operations);
  const linkOf = (suffix: string): PushOperation | undefined => {
    const operation = operations.find((entry) => entry.method === "POST" && entry.path.endsWith(suffix));
    if (!operation) return undefined;
    return {
      method: operation.method,
      path: sandboxUrl(operation.tryIt?.path ?? operation.path),
      href: `${deliveriesPage}#${operation.anchor}`,
    };
  };
  const notificationUrls = linkOf("/fastag/notification-urls");
  const tolls = linkOf("/fastag/tolls");
  return { ...(notificationUrls ? { notificationUrls } : {}), ...(tolls ? { tolls } : {}) };
}

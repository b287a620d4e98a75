import { deliveryEvents } from "../../../content/sandbox/deliveries";
import { sandboxUrl } from "../../../core/sandbox/sandbox-url";
import { deliveriesReference, sectionOperations } from "../deliveries/deliveries-reference.server";
import { deliveriesSectionModel } from "../deliveries/delivery-facts";
import type { PushLinks, PushOperation } from "./sandbox-facts";

// Build time only, and free of components, so the build scripts can import it too.

const pushNotificationsPage = "/fastag/push-notifications";

/**
 * The deliveries API's FASTag operations (registering a notification URL, booking a toll) and the
 * page whose deliveries section documents each, the push notifications page first; none until
 * the deliveries document has them.
 */
export async function fastagPushLinks(): Promise<PushLinks> {
  const view = await deliveriesReference();
  const operations = view.tags.flatMap((tag) => tag.operations);
  const pages = [...new Set([pushNotificationsPage, ...deliveryEvents.map((event) => event.docs)])];
  const documentedOn = pages.flatMap((path) => {
    const model = deliveriesSectionModel(path);
    return model
      ? [{ path, ids: new Set(sectionOperations(view, model).map((operation) => operation.id)) }]
      : [];
  });
  const linkOf = (suffix: string): PushOperation | undefined => {
    const operation = operations.find((entry) => entry.method === "POST" && entry.path.endsWith(suffix));
    if (!operation) return undefined;
    const page = documentedOn.find((entry) => entry.ids.has(operation.id));
    return {
      method: operation.method,
      path: sandboxUrl(operation.tryIt?.path ?? operation.path),
      ...(page ? { href: `${page.path}#${operation.anchor}` } : {}),
    };
  };
  const notificationUrls = linkOf("/fastag/notification-urls");
  const tolls = linkOf("/fastag/tolls");
  return { ...(notificationUrls ? { notificationUrls } : {}), ...(tolls ? { tolls } : {}) };
}

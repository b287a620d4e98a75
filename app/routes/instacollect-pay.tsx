import { payPageData } from "../instacollect/pay-page.server";
import { PayPage } from "../instacollect/PayPage";
import type { Route } from "./+types/instacollect-pay";

// Runs at build time: the page's settings and wording reach the browser as data, not code.
export function loader({ request }: Route.LoaderArgs) {
  return payPageData(new URL(request.url).pathname);
}

export default function InstaCollectPay({ loaderData }: Route.ComponentProps) {
  return <PayPage data={loaderData} />;
}

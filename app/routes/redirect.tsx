import { redirect, type ClientLoaderFunctionArgs } from "react-router";
import { redirectTarget } from "../../content/redirects";

// The server answers these paths with 301; this covers client-side navigation to them.
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const target = redirectTarget(new URL(request.url).pathname);
  throw redirect(target ?? "/");
}

export default function Redirect() {
  return null;
}

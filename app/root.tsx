import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { findAppPage, navigation } from "../content/site";
import type { Route } from "./+types/root";
import { scrollRestorationKey } from "./scroll-restoration-key";
import { themeInitScript } from "./theme";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/components.css";
import "./styles/shell.css";
import "./styles/figures.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Runs before first paint so a stored theme never flashes the other one. */}
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration getKey={scrollRestorationKey} />
        <Scripts />
      </body>
    </html>
  );
}

// Runs at build time: the sidebar reaches the browser as data in the page, not as code. App pages
// (the customer's payment page) have no sidebar, so they do not carry it.
export function loader({ request }: Route.LoaderArgs) {
  return { navigation: findAppPage(new URL(request.url).pathname) ? [] : navigation() };
}

export default function App() {
  return <Outlet />;
}

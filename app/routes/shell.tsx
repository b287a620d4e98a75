import { useEffect, useRef, type ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import { NotFound } from "../components/NotFound";
import { PageHeading } from "../components/PageHeading";
import { Sidebar } from "../components/Sidebar";
import { TitleActions } from "../components/title-actions";
import { CopyPageMarkdown } from "../search/CopyMarkdownButton";
import { useSidebar } from "../components/use-sidebar";
import { searchArea } from "../search/search-area";

export default function Shell() {
  return (
    <Frame>
      <TitleActions.Provider value={<CopyPageMarkdown />}>
        <Outlet />
      </TitleActions.Provider>
    </Frame>
  );
}

/** A path the router matched loosely (a trailing slash) or a page that failed, inside the frame. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <Frame>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound />
      ) : (
        <div>
          <PageHeading>Something went wrong</PageHeading>
          <p className="lead">This page could not be shown. Reload it, or go back to the home page.</p>
        </div>
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const sidebar = useSidebar(pathname);
  const navigation = useRouteLoaderData<typeof rootLoader>("root")?.navigation ?? [];
  useFocusHeadingOnNavigation(pathname);
  // Search indexes only <main> (not the sidebar) and filters results by the page's area.
  const area = searchArea(navigation, pathname);

  return (
    <div className="shell" data-sidebar={sidebar.state}>
      <Header sidebarExpanded={sidebar.expanded} onMenuClick={sidebar.toggle} />
      <div className="shell-body">
        <Sidebar navigation={navigation} onNavigate={sidebar.closeIfNarrow} />
        {sidebar.state === "open" ? (
          // The dim behind the drawer on a phone (hidden wider): a tap on it closes the drawer, as
          // Escape does. Out of the tab order: the menu button and Escape serve the keyboard.
          <button
            type="button"
            className="sidebar-scrim"
            tabIndex={-1}
            aria-label="Close the menu"
            onClick={sidebar.close}
          />
        ) : null}
        <div className="page">
          <main id="main" data-pagefind-body="" data-pagefind-filter={area ? `area:${area}` : undefined}>
            {children}
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}

/** After a client-side navigation, move focus to the new page's heading, as a page load would. */
function useFocusHeadingOnNavigation(pathname: string) {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector<HTMLElement>("#main h1")?.focus({ preventScroll: true });
  }, [pathname]);
}

import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import { Sidebar } from "../components/Sidebar";
import { useSidebar } from "../components/use-sidebar";

export default function Shell() {
  const { pathname } = useLocation();
  const sidebar = useSidebar(pathname);
  useFocusHeadingOnNavigation(pathname);

  return (
    <div className="shell" data-sidebar={sidebar.state}>
      <Header sidebarExpanded={sidebar.expanded} onMenuClick={sidebar.toggle} />
      <div className="shell-body">
        <Sidebar onNavigate={() => sidebar.narrow && sidebar.close()} />
        <div className="page">
          <main id="main">
            <Outlet />
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

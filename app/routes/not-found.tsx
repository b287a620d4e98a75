import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { redirectTarget } from "../../content/redirects";
import { NotFound, notFoundDescription, notFoundTitle } from "../components/NotFound";
import { pageMeta } from "../page-meta";

export const meta = () => pageMeta(notFoundTitle, notFoundDescription);

// The server answers the site map's redirects with 301; a client-side navigation to one lands
// here, on the catch-all route, and goes on to its target. One route for all of them keeps the
// route manifest every page loads small.
export default function NotFoundPage() {
  const target = redirectTarget(useLocation().pathname);
  const navigate = useNavigate();
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);
  return target ? null : <NotFound />;
}

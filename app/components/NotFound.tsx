import { useEffect } from "react";
import { Link } from "react-router";
import { PageHeading } from "./PageHeading";

export const notFoundTitle = "Page not found";
export const notFoundDescription = "There is no page at this address.";

export function NotFound() {
  useRestoreAskedForAddress();
  return (
    <div className="not-found" data-not-found>
      <PageHeading>4-oh-4!</PageHeading>
      <p className="lead">{notFoundDescription}</p>
      <p>
        <Link to="/" viewTransition>
          Go back to home page
        </Link>
      </p>
    </div>
  );
}

/** Puts back the address the reader asked for, after the 404 page hydrated at its own path. */
function useRestoreAskedForAddress() {
  useEffect(() => {
    const asked = sessionStorage.getItem("not-found-address");
    if (!asked) return;
    sessionStorage.removeItem("not-found-address");
    history.replaceState(history.state, "", asked);
  }, []);
}

import { Link } from "react-router";
import { PageHeading } from "./PageHeading";

export const notFoundTitle = "Page not found";
export const notFoundDescription = "There is no page at this address.";

export function NotFound() {
  return (
    <div className="not-found">
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

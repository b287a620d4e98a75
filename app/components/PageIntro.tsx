import type { PageInfo } from "../../content/site";
import { PageHeading } from "./PageHeading";

/** A page's group, heading and one-line summary. */
export function PageIntro({ page, lead }: { page: PageInfo; lead?: string }) {
  return (
    <>
      {page.group && <p className="eyebrow">{page.group}</p>}
      <PageHeading>{page.title}</PageHeading>
      <p className="lead">{lead || page.description}</p>
    </>
  );
}

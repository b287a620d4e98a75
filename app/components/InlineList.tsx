import { Fragment, type ReactNode } from "react";

/** Items in a sentence: `a, b, c`. */
export function InlineList({
  items,
  separator = ", ",
}: {
  items: { key: string; node: ReactNode }[];
  separator?: string;
}) {
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 ? separator : null}
          {item.node}
        </Fragment>
      ))}
    </>
  );
}

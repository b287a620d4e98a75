import type { ReactNode } from "react";

const token = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * The inline Markdown the section's facts are written in (delivery-facts.ts): `code`, **strong**
 * and [links](/path), e.g. "[`make-payment`](/cou/api#op-makepayment)". Nothing else is parsed.
 */
export function inlineMarkdown(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(token)) {
    if (match.index > from) nodes.push(text.slice(from, match.index));
    const [, code, strong, linkText, href] = match;
    const key = match.index;
    if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (strong !== undefined) nodes.push(<strong key={key}>{strong}</strong>);
    else
      nodes.push(
        <a key={key} href={href}>
          {inlineMarkdown(linkText ?? "")}
        </a>,
      );
    from = match.index + match[0].length;
  }
  if (from < text.length) nodes.push(text.slice(from));
  return nodes;
}

export function InlineMarkdown({ text }: { text: string }) {
  return <>{inlineMarkdown(text)}</>;
}

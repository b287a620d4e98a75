import { useState } from "react";
import { useMatches } from "react-router";
import { markdownPath } from "../../core/markdown/markdown-path";
import { useHydrated } from "../use-hydrated";
import "./copy-markdown.css";

type Outcome = "idle" | "copied" | "failed";

async function fetchMarkdown(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Blob([await response.text()], { type: "text/plain" });
}

/**
 * Copies the page's Markdown (`<path>.md`, written by the build) for pasting into an assistant
 * or an issue. The clipboard item is given the pending fetch, so the copy still counts as part of
 * the click once the file arrives (Safari refuses clipboard writes after an await).
 */
async function copyMarkdown(path: string): Promise<void> {
  await navigator.clipboard.write([new ClipboardItem({ "text/plain": fetchMarkdown(markdownPath(path)) })]);
}

/** "Copy page as Markdown", at the top of every page; the result is announced politely. */
export function CopyMarkdownButton({ path }: { path: string }) {
  const [outcome, setOutcome] = useState<Outcome>("idle");
  // Drawn from the first paint, so that the title's line keeps its layout as the page hydrates, but
  // shown only once it can copy (noscript.css removes it, as without JavaScript it never could).
  const hydrated = useHydrated();
  return (
    <div className="copy-markdown" data-pagefind-ignore="all">
      <button
        type="button"
        className={hydrated ? "copy-markdown-button" : "copy-markdown-button copy-markdown-pending"}
        onClick={() => {
          copyMarkdown(path).then(
            () => setOutcome("copied"),
            () => setOutcome("failed"),
          );
        }}
      >
        Copy page as Markdown
      </button>
      <a className="copy-markdown-link" href={markdownPath(path)}>
        View Markdown
      </a>
      <span role="status" aria-live="polite" className="copy-markdown-status">
        {outcome === "copied"
          ? "Copied the page as Markdown."
          : outcome === "failed"
            ? "Could not copy the page."
            : ""}
      </span>
    </div>
  );
}

/**
 * The copy button for the page being shown: site-map pages (their loaders return `page`) have
 * Markdown; the 404 page has none, so it gets no button.
 */
export function CopyPageMarkdown() {
  const leaf = useMatches().at(-1);
  const path = (leaf?.loaderData as { page?: { path?: unknown } } | undefined)?.page?.path;
  return typeof path === "string" ? <CopyMarkdownButton path={path} /> : null;
}

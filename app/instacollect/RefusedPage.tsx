import { ScreenFrame } from "./ScreenFrame";

/** A link that gives no session: why, on a page of its own, and never a bill. */
export function RefusedPage({ title, text }: { title: string; text: string }) {
  return (
    <ScreenFrame title={title}>
      <p>{text}</p>
    </ScreenFrame>
  );
}

import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { prerenderedLazy } from "./prerendered-lazy";

function Section({ name }: { name: string }) {
  return <section>Sandbox for {name}</section>;
}

describe("prerenderedLazy", () => {
  it("renders in place on the server once loaded, with no Suspense boundary", async () => {
    const Lazy = prerenderedLazy(async () => Section);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = renderToString(<Lazy name="cou" />);
    expect(html).toBe("<section>Sandbox for <!-- -->cou</section>");
  });
});

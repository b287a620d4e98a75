import { CodeBlock } from "../code/CodeBlock";
import type { ExampleView } from "../../core/openapi/view";

export function Examples({ examples, kind }: { examples: ExampleView[]; kind: string }) {
  return (
    <>
      {examples.map((example) => (
        <CodeBlock key={example.name} caption={`${kind}: ${example.summary}`} json={example.json} />
      ))}
    </>
  );
}

import { JsonBlock } from "../code/JsonBlock";
import type { ExampleView } from "../../core/openapi/view";

export function Examples({ examples, kind }: { examples: ExampleView[]; kind: string }) {
  return (
    <>
      {examples.map((example) => (
        <JsonBlock key={example.name} caption={`${kind}: ${example.summary}`} json={example.json} />
      ))}
    </>
  );
}

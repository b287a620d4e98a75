import { jsonTokens } from "../../core/openapi/json-tokens";

/** JSON text, coloured as it renders (cheaper to ship than highlighted HTML). */
export function JsonCode({ json }: { json: string }) {
  return (
    <code>
      {jsonTokens(json).map((token, index) =>
        token.kind === "space" ? (
          token.text
        ) : (
          <span key={index} className={`hljs-${token.kind}`}>
            {token.text}
          </span>
        ),
      )}
    </code>
  );
}

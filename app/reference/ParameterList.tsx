import type { ParameterView } from "../../core/openapi/view";

export function ParameterList({ parameters }: { parameters: ParameterView[] }) {
  return (
    <ul className="schema-tree">
      {parameters.map((parameter) => (
        <li key={parameter.anchor} id={parameter.anchor} className="schema-field">
          <div className="schema-field-head">
            <code className="schema-field-name" data-pagefind-weight="4">
              {parameter.name}
            </code>
            <span className="schema-field-type" data-pagefind-weight="1">
              {parameter.in} · {parameter.type}
            </span>
            {parameter.required ? <span className="badge badge-required">required</span> : null}
          </div>
          <div
            className="schema-field-description"
            dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }}
          />
        </li>
      ))}
    </ul>
  );
}

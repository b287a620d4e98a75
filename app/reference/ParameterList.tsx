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

/**
 * Parameters as one compact table, a row each: what a reference lists once, before its
 * operations, for every call (the credential headers).
 */
export function ParameterTable({ parameters }: { parameters: ParameterView[] }) {
  const allHeaders = parameters.every((parameter) => parameter.in === "header");
  return (
    <div className="table-scroll">
      <table className="parameter-table">
        <thead>
          <tr>
            <th scope="col">{allHeaders ? "Header" : "Parameter"}</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={parameter.anchor} id={parameter.anchor}>
              <td>
                <code className="schema-field-name" data-pagefind-weight="4">
                  {parameter.name}
                </code>
                <span className="schema-field-type">
                  {allHeaders ? "" : `${parameter.in} · `}
                  {parameter.type}
                  {parameter.required ? " · required" : ""}
                </span>
              </td>
              <td dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

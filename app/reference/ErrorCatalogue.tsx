import { InlineList } from "../components/InlineList";
import type { ErrorGroupView } from "../../core/openapi/view";

export function ErrorCatalogue({ groups }: { groups: ErrorGroupView[] }) {
  return (
    <>
      {groups.map((group) => (
        // Not a labelled region: groups are often named after the operation, whose section is one,
        // and two landmarks of one name would be ambiguous.
        <section key={group.anchor} id={group.anchor} className="error-group">
          <h3 id={`${group.anchor}-title`}>{group.name}</h3>
          {group.operations.length > 0 ? (
            <p className="error-group-operations">
              Returned by:{" "}
              <InlineList
                items={group.operations.map((operation) => ({
                  key: operation.id,
                  node: <a href={`#${operation.anchor}`}>{operation.label}</a>,
                }))}
              />
            </p>
          ) : null}
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {group.codes.map((entry) => (
                  <tr key={entry.anchor} id={entry.anchor}>
                    <td>
                      <code data-pagefind-weight="7">{entry.code}</code>
                    </td>
                    <td>
                      <span dangerouslySetInnerHTML={{ __html: entry.meaningHtml }} />
                      {entry.triggerHref ? (
                        <>
                          {" "}
                          <a className="error-trigger" href={entry.triggerHref}>
                            Get it in the sandbox<span className="visually-hidden">: {entry.code}</span>
                          </a>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

import { usePreferredLanguage } from "../code/code-language";
import { CodeTabs } from "../code/CodeTabs";
import { InlineList } from "../components/InlineList";
import { Examples } from "./Examples";
import { ParameterList } from "./ParameterList";
import { SchemaTree, SchemaVariants } from "./SchemaTree";
import { TryItLauncher } from "./TryItLauncher";
import type { OperationView } from "../../core/openapi/view";
import { hasTryIt } from "../../core/sandbox/sandbox-url";
import { StaticHtml } from "./static-html";
import { useSampleSet } from "./use-sample-set";

export function Operation({ operation, specId }: { operation: OperationView; specId: string }) {
  const codeTabs = useCodeTabs(operation, specId);
  const headingId = `${operation.anchor}-title`;
  return (
    <section id={operation.anchor} className="operation" aria-labelledby={headingId}>
      <h3 id={headingId} className="operation-title" data-pagefind-weight="7">
        {operation.summary}
      </h3>
      <p className="operation-endpoint" data-pagefind-weight="6">
        <span className={`method method-${operation.method.toLowerCase()}`}>
          {operation.kind === "webhook" ? `${operation.method} webhook` : operation.method}
        </span>{" "}
        <code>{operation.path}</code>
      </p>
      {operation.tryIt && hasTryIt(specId, operation.tryIt.path) ? (
        <TryItLauncher operation={{ ...operation, tryIt: operation.tryIt }} specId={specId} />
      ) : null}
      <div className="operation-columns">
        {operation.staticMain ? (
          <StaticHtml className="operation-main" htmlKey={operation.staticMain} />
        ) : (
          <div className="operation-main">
            <OperationMain operation={operation} />
          </div>
        )}
        {/* Generated code and examples repeat the fields documented beside them: search skips them,
            which keeps the index and each result's excerpt work small. */}
        <div className="operation-aside" data-pagefind-ignore="all">
          {operation.codeSamples.length > 0 ? (
            <CodeTabs tabs={codeTabs} label={`${operation.summary}: request code`} />
          ) : null}
          <Examples
            examples={operation.requestBody?.examples ?? []}
            kind={operation.kind === "webhook" ? "Payload" : "Request"}
          />
          {operation.responses.map((response) => (
            <Examples
              key={response.status}
              examples={response.examples}
              kind={operation.kind === "webhook" ? "Reply" : "Response"}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

/** What the operation takes and answers: nothing in it changes in the browser (see static-reference.server.tsx). */
export function OperationMain({ operation }: { operation: OperationView }) {
  return (
    <>
      <div dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />
      {/* The name code generators and Postman give the operation. */}
      <p className="operation-id">
        Operation ID: <code>{operation.id}</code>
      </p>
      {operation.parameters.length > 0 || operation.usesCommonParameters ? (
        <>
          <h4>Headers and parameters</h4>
          {operation.usesCommonParameters ? (
            <p>
              Sends the <a href="#common-parameters">headers every call sends</a>
              {operation.parameters.length > 0 ? ", and:" : "."}
            </p>
          ) : null}
          <ParameterList parameters={operation.parameters} />
        </>
      ) : null}
      {operation.security.length > 0 ? (
        <p className="operation-security">
          Authentication:{" "}
          <InlineList items={operation.security.map((name) => ({ key: name, node: <code>{name}</code> }))} />
        </p>
      ) : null}
      {operation.requestBody ? (
        <>
          <h4>Request body</h4>
          <div dangerouslySetInnerHTML={{ __html: operation.requestBody.descriptionHtml }} />
          <SchemaTree fields={operation.requestBody.schema?.fields ?? []} />
          <SchemaVariants variants={operation.requestBody.schema?.variants ?? []} />
        </>
      ) : null}
      <h4>{operation.kind === "webhook" ? "Reply" : "Responses"}</h4>
      {operation.responses.map((response) => (
        <div key={response.status} className="response">
          <p className="response-status">
            <span className="badge">
              {response.status === "default" ? "Any status" : `HTTP ${response.status}`}
            </span>
          </p>
          <div dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />
          <SchemaTree fields={response.schema?.fields ?? []} />
          <SchemaVariants variants={response.schema?.variants ?? []} />
        </div>
      ))}
      {operation.errorGroupAnchors.length > 0 ? (
        <p>
          Error codes:{" "}
          <InlineList
            items={operation.errorGroupAnchors.map((group) => ({
              key: group.anchor,
              node: <a href={`#${group.anchor}`}>{group.name}</a>,
            }))}
          />
        </p>
      ) : null}
    </>
  );
}

/** The operation's code samples, with the reader's language fetched when the page lacks it. */
function useCodeTabs(operation: OperationView, specId: string) {
  const preferred = usePreferredLanguage();
  const missing = operation.codeSamples.some(
    (sample) => sample.language === preferred && sample.html === null,
  );
  const set = useSampleSet(specId, missing ? preferred : null);
  return operation.codeSamples.map((sample) => ({
    ...sample,
    html: sample.html ?? set?.[operation.anchor] ?? null,
  }));
}

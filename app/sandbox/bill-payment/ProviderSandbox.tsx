import { billSandboxHeadings, providerSandboxModel } from "./sandbox-section-data";
import { FactsTableView, inlineMarkdown } from "../section-text";

/**
 * The provider APIs in the sandbox: their published credentials, data and rules, a trigger for
 * each documented answer, and the sandbox's own codes they answer, worded in
 * sandbox-section-data.ts from the same fixtures, trigger list and code list the sandbox and its
 * tests read.
 */
export function ProviderSandbox() {
  const { id, text } = billSandboxHeadings.provider;
  const model = providerSandboxModel();
  return (
    <>
      <h3 id={id}>{text}</h3>
      <p>{inlineMarkdown(model.intro)}</p>
      <p>{inlineMarkdown(model.triggersIntro)}</p>
      <FactsTableView table={model.triggers} />
      <p>{inlineMarkdown(model.codesIntro)}</p>
      <FactsTableView table={model.codes} />
      <p>{inlineMarkdown(model.placeholders)}</p>
      <p>{inlineMarkdown(model.payments)}</p>
    </>
  );
}

import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { providerTriggers, type ProviderTriggerRequest } from "../../content/sandbox/provider-triggers";
import { tokenLifetimeSeconds } from "../../core/sandbox/bearer-token";
import { sandboxReportPlaceholders } from "../../core/sandbox/provider-records";
import { maxReportPageSize } from "../../core/sandbox/report-page";
import { sandboxMountPath } from "../../core/sandbox/sandbox-url";
import { CaptionedTable } from "./CaptionedTable";
import { withCode } from "./code-spans";

const tokenFrom: Record<NonNullable<ProviderTriggerRequest["token"]>, string> = {
  status: "with a token from the status API's credentials",
  reports: "with a token from the reports API's credentials",
};

/**
 * The provider APIs in the sandbox: their published credentials, data and rules, and a trigger for
 * each documented answer, from the same fixtures and trigger list the sandbox and its tests read.
 */
export function ProviderSandbox() {
  const { provider } = sandboxFixtures;
  const paidOn = provider.reportRecords.map((record) => record.payment.date.slice(0, 10)).sort();
  const placeholders = sandboxReportPlaceholders;
  return (
    <>
      <h3 id="sandbox-provider">Provider APIs: token, transaction status, reports</h3>
      <p>
        At <code>{sandboxMountPath}/api/auth/token</code>,{" "}
        <code>{sandboxMountPath}/api/transaction/status</code> and <code>{sandboxMountPath}/api/reports</code>
        . Tokens expire after {tokenLifetimeSeconds} seconds; the status API takes a token issued for{" "}
        <code>clientID</code> <code>{provider.credentials.status.clientID}</code> and <code>secret</code>{" "}
        <code>{provider.credentials.status.secret}</code>, the reports API one issued for <code>email</code>{" "}
        <code>{provider.credentials.reports.email}</code>, <code>password</code>{" "}
        <code>{provider.credentials.reports.password}</code>, <code>otp</code>{" "}
        <code>{provider.credentials.reports.otp}</code> and <code>grant_type</code>{" "}
        <code>{provider.credentials.reports.grant_type}</code>. Reports hold {provider.reportRecords.length}{" "}
        records of biller <code>{provider.reportRecords[0]?.BBPS.BBPSBillerID}</code>, paid from {paidOn[0]}{" "}
        to {paidOn.at(-1)} (IST); <code>limit</code> is 1 to {maxReportPageSize}. Cursors are signed like
        contexts: <code>cursor</code> takes a <code>nextCursor</code> or <code>previousCursor</code> the
        sandbox returned, and any other value answers <code>SANDBOX_INVALID_CURSOR</code>.
      </p>
      <p>Each documented answer, on purpose:</p>
      <CaptionedTable
        caption="Provider API triggers"
        columns={["To get", "Call", "Send"]}
        rows={providerTriggers.map((trigger) => [
          withCode(trigger.answer),
          <code key="call">{`POST ${sandboxMountPath}${trigger.request.path}`}</code>,
          <span key="send">
            <code>{JSON.stringify(trigger.request.body)}</code>
            {trigger.request.token ? ` ${tokenFrom[trigger.request.token]}` : ""}
            {trigger.alsoWith ? `. ${trigger.alsoWith}` : ""}
          </span>,
        ])}
      />
      <p>
        Report records carry every field of the documented example. Where the documents show no value, the
        sandbox writes a placeholder: <code>directBillChannel</code>{" "}
        <code>{placeholders.directBillChannel}</code> (its description says it is a placeholder),{" "}
        <code>type</code> <code>{placeholders.type}</code>, <code>billerApprovalRefNum</code>{" "}
        <code>{placeholders.billerApprovalRefNumPrefix}</code> and <code>OrigRefID</code>{" "}
        <code>{placeholders.origRefIdPrefix}</code> followed by the <code>txnReferenceId</code>, and{" "}
        <code>AgentID</code> <code>{placeholders.agentId}</code> where the sandbox does not know the
        payment&apos;s agent, as on the published records.
      </p>
      <p>
        Payments you make with <code>make-payment</code> show there too: transaction status finds one by the{" "}
        <code>txnId</code> that <code>get-payment-status</code> returns (PROCESSING PENDING until the payment
        is Executed, then SUCCESSFUL), and reports list it under its biller&apos;s <code>billerId</code> as{" "}
        <code>bbpsBillerID</code>, with <code>settlements</code> null until the payment is Settled. Payments
        are kept for 24 hours, in the sandbox&apos;s store, which every instance shares when they run on
        Redis.
      </p>
    </>
  );
}

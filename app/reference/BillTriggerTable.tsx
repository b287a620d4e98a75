import { billCodeTriggers } from "../../content/sandbox/bill-triggers";
import { CaptionedTable } from "./CaptionedTable";
import { withCode } from "./code-spans";

/**
 * Every code of the bill API's error catalogue with what makes the sandbox answer it, or why no
 * request can; the rows are the data a test replays against the sandbox.
 */
export function BillTriggerTable() {
  const notProduced = billCodeTriggers.filter((trigger) => "notProduced" in trigger).length;
  return (
    <>
      <h3 id="sandbox-triggers">Every catalogued code, on purpose</h3>
      <p>
        Each code of the error catalogue below, with what to send to get it from the sandbox. Send the seven
        credential headers as usual; the billers and values named here are listed above. {notProduced} codes
        have no request that could produce them, and the table says why.
      </p>
      <CaptionedTable
        caption="How to get each catalogued code from the sandbox"
        columns={["Code", "Group", "How to get it"]}
        rows={billCodeTriggers.map((trigger) => [
          <code key="code">{trigger.code}</code>,
          trigger.group,
          "notProduced" in trigger ? (
            <>
              <strong>Not produced:</strong> {withCode(trigger.notProduced)}
            </>
          ) : (
            withCode(trigger.trigger)
          ),
        ])}
      />
    </>
  );
}

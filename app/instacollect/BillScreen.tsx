import type { CatalogueBiller, PayInput, SessionView } from "../../core/instacollect/hosted-page-api";
import { codeLabel } from "./code-label";
import { DetailList } from "./DetailList";
import type { Alert } from "./pay-flow";
import type { FailingPayment } from "./pay-page-data";
import { SandboxFailureHint } from "./SandboxFailureHint";
import { PayForm } from "./PayForm";
import { formatRupees } from "./rupees";
import { AlertBox, ScreenFrame } from "./ScreenFrame";
import type { Screen } from "./screens";

/** The fetched bill and its payment form, or the biller's problem in its place (and no Pay). */
export function BillScreen({
  session,
  screen,
  biller,
  busy,
  alert,
  problemTitles,
  onPay,
  onBack,
  failing,
  failureStatus,
}: {
  session: SessionView;
  screen: Extract<Screen, { name: "bill" }>;
  biller: CatalogueBiller;
  busy: boolean;
  alert: Alert | undefined;
  /** Headings by problem code; any other code gets the general one. */
  problemTitles: Record<string, string>;
  onPay: (input: PayInput) => void;
  failing: readonly FailingPayment[];
  failureStatus: string;
  /** Absent on the screen the link landed on. */
  onBack: (() => void) | undefined;
}) {
  const bill = screen.problem || session.bill?.billerId !== biller.billerId ? undefined : session.bill;
  if (!bill) {
    const problem = screen.problem ?? alert ?? { message: "The biller sent no bill." };
    return (
      <ScreenFrame title={problemTitles[problem.code ?? ""] ?? "No bill to pay"} onBack={onBack}>
        <p>{biller.name}</p>
        <AlertBox code={problem.code} message={problem.message} />
        <p>{onBack ? "Check the details you entered, or ask for a new link." : "Ask for a new link."}</p>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title="Your bill" onBack={onBack}>
      <DetailList
        rows={[
          ["Biller", biller.name],
          ["Customer name", bill.customerName],
          ["Bill number", bill.billNumber],
          ["Bill date", bill.billDate],
          ["Due date", bill.dueDate],
          ["Bill period", codeLabel(bill.billPeriod)],
          ...bill.additionalInfo.map((info): [string, string] => [info.name, info.value]),
          ["Amount due", formatRupees(bill.amount)],
        ]}
      />
      <SandboxFailureHint
        failing={failing}
        billerId={biller.billerId}
        bill={bill.customerParams}
        failureStatus={failureStatus}
      />
      <PayForm
        biller={biller}
        bill={bill}
        defaultAmount={session.defaultAmount}
        busy={busy}
        alert={alert}
        onPay={onPay}
      />
    </ScreenFrame>
  );
}

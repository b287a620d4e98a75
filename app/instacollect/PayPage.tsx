import { BillScreen } from "./BillScreen";
import { BillersScreen, HomeScreen } from "./CatalogueScreens";
import { FetchScreen } from "./FetchScreen";
import type { OpenFlow } from "./pay-flow";
import type { PayPageData } from "./pay-page-data";
import { redirectTarget } from "./redirect-target";
import { RefusedPage } from "./RefusedPage";
import { ResultScreen } from "./ResultScreen";
import { ScreenFrame } from "./ScreenFrame";
import { findBiller, previousScreen } from "./screens";
import { SessionStrip } from "./SessionStrip";
import { usePayFlow, type PayActions } from "./use-pay-flow";
import "./pay.css";

/**
 * The prerendered state: the same frame as the first screen, so nothing moves when the session
 * arrives. The link is read only in the browser, after hydration.
 */
function Opening() {
  return (
    <>
      <div className="pay-strip" aria-hidden="true" />
      <ScreenFrame title="Pay a bill" focus={false}>
        <p>Opening your payment link…</p>
        <noscript>
          <p>This page needs JavaScript to show and pay your bill.</p>
        </noscript>
      </ScreenFrame>
    </>
  );
}

function CurrentScreen({
  flow,
  busy,
  actions,
  data,
}: {
  flow: OpenFlow;
  busy: boolean;
  actions: PayActions;
  data: PayPageData;
}) {
  const { session, screen, alert } = flow;
  const back = previousScreen(screen, session.catalogue, session.landing);
  const onBack = back ? () => actions.go(back) : undefined;
  const home = (
    <HomeScreen
      catalogue={session.catalogue}
      onChoose={(categoryCode) => actions.go({ name: "billers", categoryCode })}
    />
  );
  switch (screen.name) {
    case "home":
      return home;
    case "billers":
      return (
        <BillersScreen
          key={screen.categoryCode}
          catalogue={session.catalogue}
          categoryCode={screen.categoryCode}
          onChoose={(billerId) => actions.go({ name: "fetch", billerId, params: [] })}
          onBack={onBack}
        />
      );
    case "result":
      return session.payment ? (
        <ResultScreen
          payment={session.payment}
          returnTo={redirectTarget(session.redirectTo)}
          settings={data.settings}
        />
      ) : null;
  }
  const biller = findBiller(session.catalogue, screen.billerId);
  // A biller the catalogue no longer lists: start again from the categories.
  if (!biller) return home;
  return screen.name === "fetch" ? (
    <FetchScreen
      key={biller.billerId}
      biller={biller}
      params={screen.params}
      busy={busy}
      alert={alert}
      onFetch={actions.fetchBill}
      onBack={onBack}
      failing={data.failingPayments}
      failureStatus={data.settings.failureStatus}
    />
  ) : (
    <BillScreen
      key={biller.billerId}
      session={session}
      screen={screen}
      biller={biller}
      busy={busy}
      alert={alert}
      problemTitles={data.problemTitles}
      onPay={actions.pay}
      onBack={onBack}
      failing={data.failingPayments}
      failureStatus={data.settings.failureStatus}
    />
  );
}

/** The InstaCollect hosted payment page: the sandbox's banner, the session, and its screens. */
export function PayPage({ data }: { data: PayPageData }) {
  const { flow, busy, ...actions } = usePayFlow(data.settings.sandboxPath);
  return (
    <div className="pay">
      {/* React places these in the head. The customer's page, reached by a link: never indexed. */}
      <title>{data.title}</title>
      <meta name="robots" content="noindex" />
      <header className="pay-sandbox">
        <strong>Sandbox</strong> — no money moves
      </header>
      <main className="pay-main">
        {flow.phase === "loading" ? (
          <Opening />
        ) : flow.phase === "refused" ? (
          <RefusedPage {...data.refusals[flow.refusal]} />
        ) : (
          <>
            <SessionStrip session={flow.session} />
            <CurrentScreen flow={flow} busy={busy} actions={actions} data={data} />
          </>
        )}
      </main>
    </div>
  );
}

import { useId, useState } from "react";
import { kitChecks } from "../../content/biller-kit/kit-checks";
import { kitDownload, kitGuideSection } from "../../content/biller-kit/kit-download";
import { kitRunSettings, notificationWaitSeconds } from "../../content/biller-kit/kit-run-settings";
import {
  kitEndpointLabels,
  kitVersions,
  type KitEndpointId,
  type KitVersionId,
} from "../../content/biller-kit/kit-versions";
import type { KitConfigInput } from "../../core/biller-kit/kit-config";
import type { KitOutcome, KitReport, KitResult } from "../../core/biller-kit/kit-report";
import {
  countsLine,
  describeExchange,
  formatJsonReport,
  formatJunitReport,
  groupByEndpoint,
  valueAsJson,
} from "../../core/biller-kit/report-formats";
import { SecretField, TextField } from "./ToolFields";
import "./tools.css";
import "./biller-conformance-kit.css";

type AuthType = "none" | "basic" | "bearer" | "jwt";

type Inputs = {
  version: KitVersionId;
  urls: Partial<Record<KitEndpointId, string>>;
  due: string;
  unknown: string;
  nothingDue: string;
  identifierField: string;
  customerParamName: string;
  billerId: string;
  authType: AuthType;
  username: string;
  password: string;
  token: string;
  audience: string;
  secret: string;
  header: string;
};

/** A refusal as the sandbox answers it (statusCode, statusMessage, errors), or a failure to reach it. */
type Problem = {
  title: string;
  message: string;
  details: string[];
  retryAfterSeconds?: number;
  /** A host this portal may not call: the run belongs on the partner's own machine. */
  offerDownload?: boolean;
};

type RunState =
  | { kind: "idle" }
  | { kind: "running"; waitSeconds: number }
  | { kind: "problem"; problem: Problem }
  | { kind: "done"; report: KitReport };

const outcomeText: Record<KitOutcome, { mark: string; word: string }> = {
  pass: { mark: "✓", word: "Pass" },
  fail: { mark: "✗", word: "Fail" },
  warn: { mark: "!", word: "Warning" },
  "not-applicable": { mark: "–", word: "Not applicable" },
  "not-run": { mark: "?", word: "Not run" },
};

const authChoices: { value: AuthType; label: string }[] = [
  { value: "none", label: "None" },
  { value: "basic", label: "HTTP Basic" },
  { value: "bearer", label: "Bearer token" },
  { value: "jwt", label: "Signed JWT" },
];

/** The version whose guide this page is, so the form starts on it; v1.0 elsewhere. */
function versionOfPage(): KitVersionId {
  const path = typeof window === "undefined" ? "" : window.location.pathname;
  return kitVersions.find((version) => version.guide === path)?.id ?? "v1.0";
}

const endpointsOf = (version: KitVersionId) =>
  kitVersions.find((entry) => entry.id === version)?.endpoints ?? [];

/** The run's request body: the chosen version's non-empty URLs, and only the chosen authentication. */
function configOf(inputs: Inputs): KitConfigInput {
  const endpoints = Object.fromEntries(
    endpointsOf(inputs.version)
      .map((endpoint) => [endpoint, inputs.urls[endpoint]?.trim() ?? ""] as const)
      .filter(([, url]) => url !== ""),
  );
  const auth: KitConfigInput["auth"] =
    inputs.authType === "basic"
      ? { type: "basic", username: inputs.username, password: inputs.password }
      : inputs.authType === "bearer"
        ? { type: "bearer", token: inputs.token }
        : inputs.authType === "jwt"
          ? { type: "jwt", audience: inputs.audience, secret: inputs.secret, header: inputs.header }
          : { type: "none" };
  return {
    version: inputs.version,
    endpoints,
    customers: { due: inputs.due, unknown: inputs.unknown, nothingDue: inputs.nothingDue },
    identifierField: inputs.identifierField,
    customerParamName: inputs.customerParamName,
    ...(inputs.version === "aggregator" && inputs.billerId.trim() !== ""
      ? { billerId: inputs.billerId }
      : {}),
    auth,
  };
}

/** The host of a URL the form sent, to name it in a refusal. */
function hostOf(url: string | undefined): string | undefined {
  try {
    return url === undefined ? undefined : new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * A refused URL in plain words: a host off the allow-list points to the kit's download, which runs
 * where the endpoints are reachable; any other rule names the field and what is wrong with its URL.
 */
function refusalOf(message: string, errors: { path: string; message: string }[], config: KitConfigInput) {
  const endpoint = /^\/endpoints\/(\w+)$/.exec(errors[0]?.path ?? "")?.[1] as KitEndpointId | undefined;
  const label = endpoint === undefined ? "A" : `The ${kitEndpointLabels[endpoint].toLowerCase()}`;
  const host = hostOf(endpoint === undefined ? undefined : config.endpoints[endpoint]);
  if (/\(rule allow-list\)/.test(message))
    return {
      title:
        host === undefined
          ? "Not run: a host this portal cannot call"
          : `Not run: this portal cannot call ${host}`,
      message: "This portal can call only the hosts its operator allows, so nothing was called.",
      details: [],
      offerDownload: true,
    };
  return {
    title: "Not run: a URL is refused",
    message: `${label} URL is refused: ${errors[0]?.message ?? message}`,
    details: [],
  };
}

/**
 * The sandbox's error answer in the form's terms, each thing said once: a problem the message
 * already states is not listed again. Written here rather than shared with the deliveries console,
 * so that this tool's code is a chunk of its own that no other page loads.
 */
export function problemOf(
  status: number,
  text: string,
  retryAfter: string | null,
  config: KitConfigInput,
): Problem {
  let body: { statusCode?: unknown; statusMessage?: unknown; errors?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null) body = parsed;
  } catch {
    // Not JSON: the text itself is the message.
  }
  const message =
    typeof body.statusMessage === "string" ? body.statusMessage : text.trim().slice(0, 300) || "No details.";
  const errors = (Array.isArray(body.errors) ? (body.errors as unknown[]) : []).flatMap((entry) => {
    const { path, message: said } = (entry ?? {}) as { path?: unknown; message?: unknown };
    return typeof said === "string" ? [{ path: typeof path === "string" ? path : "", message: said }] : [];
  });
  if (body.statusCode === "SANDBOX_DESTINATION_REFUSED") return refusalOf(message, errors, config);
  const details = errors
    .filter((error) => !message.includes(error.message))
    .map((error) =>
      error.path !== "/" && error.path !== "" ? `${error.path}: ${error.message}` : error.message,
    );
  const seconds = Number(retryAfter ?? Number.NaN);
  return {
    title: typeof body.statusCode === "string" ? `HTTP ${status} · ${body.statusCode}` : `HTTP ${status}`,
    message,
    details,
    ...(Number.isFinite(seconds) && seconds >= 0 ? { retryAfterSeconds: seconds } : {}),
  };
}

/** Sends the config to the portal's server, which runs the kit and answers its report. */
async function runKit(config: KitConfigInput): Promise<RunState> {
  let response: Response;
  try {
    // The page's own origin: all its content security policy lets it call.
    response = await fetch(kitRunSettings.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(config),
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
  } catch (error) {
    return {
      kind: "problem",
      problem: {
        title: "No answer",
        message: `The portal's server could not be reached: ${(error as Error).message}`,
        details: [],
      },
    };
  }
  const text = await response.text();
  if (!response.ok)
    return {
      kind: "problem",
      problem: problemOf(response.status, text, response.headers.get("Retry-After"), config),
    };
  try {
    return { kind: "done", report: JSON.parse(text) as KitReport };
  } catch {
    return { kind: "problem", problem: problemOf(response.status, text, null, config) };
  }
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Text whose `backticked` parts are code, as the sandbox's messages write them. */
function WithCode({ text }: { text: string }) {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

export function ProblemNotice({ problem }: { problem: Problem }) {
  return (
    <div className="tool-error kit-problem" role="alert">
      <p>{problem.title}</p>
      <p>
        <WithCode text={problem.message} />
      </p>
      {problem.offerDownload ? (
        <p>
          To test these endpoints, download <a href={kitDownload.path}>{kitDownload.file}</a> and run it with
          Node.js on a machine that reaches them (<a href={kitGuideSection}>how to run the kit</a>).
        </p>
      ) : null}
      {problem.details.length > 0 ? (
        <ul>
          {problem.details.map((detail) => (
            <li key={detail}>
              <WithCode text={detail} />
            </li>
          ))}
        </ul>
      ) : null}
      {problem.retryAfterSeconds !== undefined ? <p>Try again in {problem.retryAfterSeconds} s.</p> : null}
    </div>
  );
}

function ResultItem({ result }: { result: KitResult }) {
  const { mark, word } = outcomeText[result.outcome];
  const explained = result.outcome !== "pass" && result.outcome !== "not-applicable";
  return (
    <li className={`kit-result kit-${result.outcome}`}>
      <p className="kit-result-line">
        <span className="kit-mark" aria-hidden="true">
          {mark}
        </span>{" "}
        <span className="kit-outcome">{word}:</span> {result.title} <code>{result.check}</code>
      </p>
      {result.findings.length > 0 ? (
        <ul className="kit-findings">
          {result.findings.map((finding, index) => (
            <li key={index}>
              {finding.path !== undefined ? (
                <>
                  <code>{finding.path}</code>
                  {finding.value !== undefined ? (
                    <>
                      {" "}
                      = <code>{valueAsJson(finding.value)}</code>
                    </>
                  ) : null}
                  :{" "}
                </>
              ) : null}
              {finding.message}
            </li>
          ))}
        </ul>
      ) : null}
      {explained ? (
        <p className="kit-rule">
          Rule: <a href={result.source}>{result.rule}</a>
        </p>
      ) : null}
      {explained && result.exchanges.length > 0 ? (
        <details className="kit-calls">
          <summary>Calls ({result.exchanges.length})</summary>
          <ul>
            {result.exchanges.map((exchange, index) => (
              <li key={index}>{describeExchange(exchange)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

function Report({ report }: { report: KitReport }) {
  const id = useId();
  return (
    <div className="kit-report" role="region" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        Report:{" "}
        <span className={report.passed ? "tool-pass" : "tool-fail"}>{report.passed ? "PASS" : "FAIL"}</span>
      </h3>
      <p>
        Version {report.version}, {countsLine(report)}; took {(report.durationMs / 1000).toFixed(1)} s.
      </p>
      <div className="tool-actions">
        <button
          type="button"
          className="button-secondary"
          onClick={() =>
            download(`biller-kit-report-${report.version}.json`, "application/json", formatJsonReport(report))
          }
        >
          Download JSON
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() =>
            download(`biller-kit-report-${report.version}.xml`, "application/xml", formatJunitReport(report))
          }
        >
          Download JUnit XML
        </button>
      </div>
      {groupByEndpoint(report.results).map((group) => (
        <section key={group.endpoint} className="kit-group" aria-labelledby={`${id}-${group.endpoint}`}>
          <h4 id={`${id}-${group.endpoint}`}>{kitEndpointLabels[group.endpoint]}</h4>
          <ul className="kit-results">
            {group.results.map((result) => (
              <ResultItem key={`${result.check}-${result.endpoint}`} result={result} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function statusText(run: RunState): string {
  switch (run.kind) {
    case "idle":
      return "";
    case "running":
      return run.waitSeconds > 0
        ? `Running… notifications are retried on a compressed schedule, so this takes up to about ${Math.ceil(run.waitSeconds)} s.`
        : "Running…";
    case "problem":
      // The problem itself is an alert.
      return "";
    case "done":
      return `Done: ${run.report.passed ? "PASS" : "FAIL"}. ${countsLine(run.report)}.`;
  }
}

/**
 * The biller conformance kit as a form: the portal's server calls the endpoints given here with
 * the documented requests (only hosts on its allow-list) and answers the report, shown per
 * endpoint and downloadable as JSON or JUnit XML.
 */
export function BillerConformanceKit() {
  const id = useId();
  const [inputs, setInputs] = useState<Inputs>(() => ({
    version: versionOfPage(),
    urls: {},
    due: "CUST0001",
    unknown: "CUST9999",
    nothingDue: "CUST0002",
    identifierField: "loan_number",
    customerParamName: "Loan Number",
    billerId: "",
    authType: "none",
    username: "",
    password: "",
    token: "",
    audience: "",
    secret: "",
    header: "Authorization",
  }));
  const [run, setRun] = useState<RunState>({ kind: "idle" });
  const set =
    <K extends keyof Inputs>(key: K) =>
    (value: Inputs[K]) =>
      setInputs((current) => ({ ...current, [key]: value }));
  const endpoints = endpointsOf(inputs.version);
  const checkCount = kitChecks.filter(
    (check) => !("versions" in check) || (check.versions as readonly string[]).includes(inputs.version),
  ).length;

  async function start() {
    const config = configOf(inputs);
    setRun({
      kind: "running",
      waitSeconds: notificationWaitSeconds(Object.keys(config.endpoints) as KitEndpointId[]),
    });
    setRun(await runKit(config));
  }

  return (
    <section className="tool kit" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kit-title">
        Biller conformance kit
      </h2>
      <p className="tool-intro">
        This form calls your endpoints from this portal, which can call only the hosts its operator allows.
        For your UAT and production endpoints, download <a href={kitDownload.path}>{kitDownload.file}</a> and
        run it on your own machine: it makes the same checks. The credentials you type are used only to make
        these calls, and are not stored.
      </p>

      <fieldset className="kit-fieldset">
        <legend>Version and endpoints</legend>
        <div className="tool-field">
          <label htmlFor={`${id}-version`}>Guide version</label>
          <select
            id={`${id}-version`}
            className="kit-select"
            value={inputs.version}
            onChange={(event) => set("version")(event.target.value as KitVersionId)}
          >
            {kitVersions.map((version) => (
              <option key={version.id} value={version.id}>
                {version.label}
              </option>
            ))}
          </select>
        </div>
        <p className="tool-hint">
          {checkCount} checks apply to this version. Leave an endpoint empty to leave it untested.
        </p>
        {endpoints.map((endpoint) => (
          <TextField
            key={endpoint}
            label={`${kitEndpointLabels[endpoint]} URL`}
            value={inputs.urls[endpoint] ?? ""}
            onChange={(url) =>
              setInputs((current) => ({ ...current, urls: { ...current.urls, [endpoint]: url } }))
            }
          />
        ))}
      </fieldset>

      <fieldset className="kit-fieldset">
        <legend>Test customers</legend>
        <p className="tool-hint">
          Identifiers your test system knows. The reference biller&apos;s are filled in; replace them with
          yours.
        </p>
        <TextField label="Customer with a bill due" value={inputs.due} onChange={set("due")} />
        <TextField label="Unknown customer" value={inputs.unknown} onChange={set("unknown")} />
        <TextField label="Customer with nothing due" value={inputs.nothingDue} onChange={set("nothingDue")} />
      </fieldset>

      <fieldset className="kit-fieldset">
        <legend>Request fields</legend>
        <TextField
          label="Identifier field name"
          hint="The request field that carries the customer identifier."
          value={inputs.identifierField}
          onChange={set("identifierField")}
        />
        <TextField
          label="customerParams name"
          hint="The name of the customerParams entry in aggregator and bill validation requests."
          value={inputs.customerParamName}
          onChange={set("customerParamName")}
        />
        {inputs.version === "aggregator" ? (
          <TextField
            label="Biller ID"
            hint="The biller ID that aggregator requests carry."
            value={inputs.billerId}
            onChange={set("billerId")}
          />
        ) : null}
      </fieldset>

      <fieldset className="kit-fieldset">
        <legend>Authentication</legend>
        <div className="kit-choices">
          {authChoices.map((choice) => (
            <label key={choice.value} className="kit-choice">
              <input
                type="radio"
                name={`${id}-auth`}
                value={choice.value}
                checked={inputs.authType === choice.value}
                onChange={() => set("authType")(choice.value)}
              />{" "}
              {choice.label}
            </label>
          ))}
        </div>
        {inputs.authType === "basic" ? (
          <>
            <TextField label="User name" value={inputs.username} onChange={set("username")} />
            <SecretField label="Password" value={inputs.password} onChange={set("password")} />
          </>
        ) : null}
        {inputs.authType === "bearer" ? (
          <SecretField label="Bearer token" value={inputs.token} onChange={set("token")} />
        ) : null}
        {inputs.authType === "jwt" ? (
          <>
            <TextField
              label="Audience (scheme id)"
              hint="The scheme id the token names in aud."
              value={inputs.audience}
              onChange={set("audience")}
            />
            <SecretField label="Shared secret" value={inputs.secret} onChange={set("secret")} />
            <TextField
              label="Header name"
              hint="Authorization sends Bearer and the token; the header your interface reads is issued during onboarding."
              value={inputs.header}
              onChange={set("header")}
            />
          </>
        ) : null}
      </fieldset>

      <div className="tool-actions">
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-run. */}
        <button
          type="button"
          className="button"
          aria-disabled={run.kind === "running"}
          onClick={() => {
            if (run.kind !== "running") void start();
          }}
        >
          Run the kit
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={run.kind === "idle" || run.kind === "problem" ? "visually-hidden" : "kit-status"}
      >
        {statusText(run)}
      </p>
      {run.kind === "problem" ? <ProblemNotice problem={run.problem} /> : null}
      {run.kind === "done" ? <Report report={run.report} /> : null}
      <p className="tool-hint">
        At most {kitRunSettings.runsPerMinute} runs a minute from one address, the sandbox&apos;s choice.
      </p>
    </section>
  );
}

export default BillerConformanceKit;

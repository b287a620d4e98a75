import { requestLogSettings as settings } from "../../../content/sandbox/request-log";
import { sandboxMountPath } from "../../../core/sandbox/sandbox-url";

/** The request log's page: where it is, its headings, and what it says (inline Markdown). */
export const requestLogPage = "/testing/log";

export const requestLogHeadings = {
  section: { id: "sandbox-log", text: "Overview" },
  find: { id: "sandbox-log-find", text: "Find your calls" },
  viewer: { id: "sandbox-log-calls", text: "Your calls" },
  api: { id: "sandbox-log-api", text: "Read the log from code" },
} as const;

export type RequestLogFacts = {
  intro: string;
  find: string[];
  kept: string;
  api: string[];
};

/** The page's text; the Markdown copy says the same. */
export function requestLogFacts(deliveriesHref: string): RequestLogFacts {
  return {
    intro:
      "Every call your code makes to the sandbox is kept here: the request as the sandbox received it (after your HTTP library had its way with it), the answer, the time it took, and why the sandbox answered as it did, with a link to the trigger or rule on its page. Start here when an answer is not the one you expected.",
    find: [
      `**From this browser's network address.** Calls from the machine this page runs on show at once, newest first.`,
      `**By a label.** To watch calls made from a server or a CI job, send the header \`${settings.labelHeader}\` with a label of ${settings.labelRule} on each call, and enter the label here. Choose one nobody could guess: anyone who knows it can read those calls.`,
      `**By a trace id.** Every sandbox answer carries \`Sandbox-Trace-Id\` (the body's \`traceId\`, where it has one). Paste it into the portal's search, or open \`${requestLogPage}?trace=<traceId>\`.`,
    ],
    kept: `The log keeps the newest ${settings.keptPerClient} calls of each address and each label, each for ${settings.keptHours} hours, and up to ${settings.keptBodyBytes / 1024} KiB of each body. Credential headers, \`Authorization\` and fields named like secrets are masked: \`••••\` and their last four characters. The log is part of the sandbox only.`,
    api: [
      `\`GET ${sandboxMountPath}/log\` answers your address's calls as JSON, \`GET ${sandboxMountPath}/log?label=<label>\` a label's, and \`GET ${sandboxMountPath}/log/{traceId}\` one call; filters are \`api\`, \`operationId\`, \`status\` (\`422\` or \`4xx\`), \`since\` and \`after\` (the newest \`traceId\` you have, to follow new calls). Both operations are in [the deliveries API](${deliveriesHref}), with the sandbox's other own operations.`,
    ],
  };
}

import { findAppPage } from "../../content/site";
import { failingPayments, instaCollectSettings } from "../../content/sandbox/instacollect";
import { sandboxMountPath } from "../../core/sandbox/sandbox-url";
import type { PayPageData } from "./pay-page-data";

const { keptHours, paymentStatus, redirectSeconds } = instaCollectSettings;

const refusals: PayPageData["refusals"] = {
  "no-link": {
    title: "No payment link",
    text: "This address does not name a payment link. Open the link exactly as you received it.",
  },
  "not-found": {
    title: "Link not found",
    text: `No payment link has this id, or it is more than ${keptHours} hours old. Ask for a new one.`,
  },
  used: {
    title: "Link already used",
    text: "This link has already been used. Links open once; ask for a new one.",
  },
  expired: {
    title: "Session expired",
    text: "This session ended after a time without activity. Ask for a new link.",
  },
  key: {
    title: "Session not available here",
    text: "This session continues only in the browser tab that opened the link. Ask for a new link.",
  },
  unavailable: {
    title: "Link not opened",
    text: "The sandbox did not answer. Check your connection, then reload this page.",
  },
};

const problemTitles: PayPageData["problemTitles"] = {
  BFR001: "Account not found",
  BFR004: "No amount due",
  BFR008: "The biller did not answer",
  ERR131: "Biller not available",
};

/** The hosted page's data for the site map's page at `path`; a path it does not list is a 404. */
export function payPageData(path: string): PayPageData {
  const page = findAppPage(path);
  if (!page) throw new Response("Not found", { status: 404 });
  return {
    title: page.title,
    settings: {
      sandboxPath: sandboxMountPath,
      redirectSeconds,
      successStatus: paymentStatus.success,
      failureStatus: paymentStatus.failure,
    },
    refusals,
    problemTitles,
    failingPayments,
  };
}

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { requestLogSettings } from "../../../content/sandbox/request-log";
import { keepStaticHtml } from "../../reference/static-html";
import { deliveriesPage } from "../deliveries/section-data";
import { referencePages } from "../reference-pages";
import { requestLogFacts } from "./log-facts";
import { RequestLogApi, RequestLogFacts } from "./RequestLogFacts";
import type { RequestLogSectionData } from "./section-data";

// Build time only.

export function requestLogSection(): RequestLogSectionData {
  const facts = requestLogFacts(`${deliveriesPage}#sandbox-deliveries-api`);
  return {
    facts: keepStaticHtml(renderToStaticMarkup(createElement(RequestLogFacts, { facts }))),
    api: keepStaticHtml(renderToStaticMarkup(createElement(RequestLogApi, { facts }))),
    references: referencePages,
    labelHeader: requestLogSettings.labelHeader,
    tailSeconds: requestLogSettings.tailSeconds,
    pageSize: requestLogSettings.pageSize,
  };
}

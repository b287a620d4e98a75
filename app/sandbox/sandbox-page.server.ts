import type { TocEntry } from "../../core/guides/guide-view";
import { onboardingLegendHtml } from "../../core/markdown/onboarding-mark";
import { sandboxDocs } from "../../core/sandbox/sandbox-url";
import { loadReference } from "../reference/load-spec.server";
import { withFirstLanguageOnly } from "../../core/openapi/sample-sets";
import { billFlowExamples, billSandboxHeadings, sandboxBase } from "./bill-payment/sandbox-section-data";
import { deliveriesSection } from "./deliveries/deliveries-section.server";
import { deliveriesPage, sectionHeadings as deliveriesHeadings } from "./deliveries/section-data";
import { fastagSandboxSection } from "./fastag/sandbox-section.server";
import { fastagSandboxDocs, fastagSandboxHeadings } from "./fastag/section-data";
import { instaCollectSandboxSection } from "./instacollect/sandbox-section.server";
import { instaCollectSandboxDocs, instaCollectSandboxHeadings } from "./instacollect/section-data";
import { requestLogHeadings, requestLogPage } from "./request-log/log-facts";
import { requestLogSection } from "./request-log/request-log-section.server";
import type { SandboxPageData, SandboxSectionData } from "./sandbox-page-data";

// Build time only: a sandbox page's loader computes its section here, and the browser gets the result.

/** The page's contents: the section's heading, then its subsections, in the order the page shows them. */
function tocOf(headings: Readonly<Record<string, { id: string; text: string }>>): TocEntry[] {
  return Object.values(headings).map(({ id, text }, index) => ({ depth: index === 0 ? 2 : 3, id, text }));
}

const view = async (specId: string) => withFirstLanguageOnly(await loadReference(specId));

/** The sandbox page at `path` (`/testing/fastag`), or undefined when there is none. */
export async function sandboxPageData(path: string): Promise<SandboxPageData | undefined> {
  const section = await sandboxSection(path);
  return section && { ...section, legendHtml: onboardingLegendHtml };
}

async function sandboxSection(path: string): Promise<SandboxSectionData | undefined> {
  switch (path) {
    case sandboxDocs.href: {
      const cou = await view(sandboxDocs.specId);
      return {
        kind: "bill-payment",
        toc: tocOf(billSandboxHeadings),
        base: sandboxBase(cou),
        flow: billFlowExamples(cou) ?? null,
      };
    }
    case instaCollectSandboxDocs.href: {
      const section = instaCollectSandboxSection(await view(instaCollectSandboxDocs.specId));
      return section && { kind: "instacollect", toc: tocOf(instaCollectSandboxHeadings), section };
    }
    case fastagSandboxDocs.href: {
      const section = await fastagSandboxSection(await view(fastagSandboxDocs.specId));
      return section && { kind: "fastag", toc: tocOf(fastagSandboxHeadings), section };
    }
    case deliveriesPage: {
      const section = await deliveriesSection();
      return section && { kind: "deliveries", toc: tocOf(deliveriesHeadings), section };
    }
    case requestLogPage:
      return { kind: "log", toc: tocOf(requestLogHeadings), section: requestLogSection() };
    default:
      return undefined;
  }
}

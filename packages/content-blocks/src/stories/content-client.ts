// Stories and tests: a content loader over the committed demo documents of @xunlan/cms-content,
// validated by its real loader (createContentClient), so the text pages run without the
// gateway's /json/publish. Any other document answers 404, as the CDN does.
import { type ContentClient, createDocumentsContentClient } from "@xunlan/cms-content";
import faq from "@xunlan/cms-content/documents/json/publish/legal/faq.json";
import policy from "@xunlan/cms-content/documents/json/publish/legal/policy.json";
import privacy from "@xunlan/cms-content/documents/json/publish/legal/privacy.json";
import sizeGuide from "@xunlan/cms-content/documents/json/publish/legal/size-guide.json";
import runClub from "@xunlan/cms-content/documents/json/publish/static/run-club.json";
import { HELP_KEYS, HELP_TITLES } from "@xunlan/validation";
import type { HelpLink } from "../components/help-page/help-page-route";

const DEMO_DOCUMENTS: Record<string, unknown> = {
  "legal/faq.json": faq,
  "legal/size-guide.json": sizeGuide,
  "legal/privacy.json": privacy,
  "legal/policy.json": policy,
  "static/run-club.json": runClub,
};

/** A ContentClient answering the demo documents (plus `extra`, by path under /json/publish/); anything else is a 404. */
export function demoContentClient(extra: Record<string, unknown> = {}): ContentClient {
  return createDocumentsContentClient({ ...DEMO_DOCUMENTS, ...extra });
}

/** The help centre's tabs as the storefront passes them (header-footer's HELP_LINKS, built from validation's keys and titles). */
export const helpLinks: readonly HelpLink[] = HELP_KEYS.map((key) => ({ key, label: HELP_TITLES[key], href: `/help?key=${key}` }));

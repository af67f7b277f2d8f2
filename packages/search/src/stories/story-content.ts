// Stories and tests: a content loader over the demo documents cms-content publishes (keyword and
// recmd), validated by its real loader, so the overlay runs without the gateway's /json/publish.
import { type ContentClient, createDocumentsContentClient } from "@xunlan/cms-content";
import keyword from "@xunlan/cms-content/documents/json/publish/keyword.json";
import recmd from "@xunlan/cms-content/documents/json/publish/recmd.json";

const DOCUMENTS: Record<string, unknown> = { "keyword.json": keyword, "recmd.json": recmd };

/** A ContentClient answering the demo keyword and recmd documents; anything else is a 404. */
export function demoContentClient(): ContentClient {
  return createDocumentsContentClient(DOCUMENTS);
}

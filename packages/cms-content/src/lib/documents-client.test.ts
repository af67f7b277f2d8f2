import { describe, expect, it } from "vitest";
import index from "../../documents/json/publish/index.json";
import { isMissingDocument } from "../queries";
import { isContentError } from "./content-error";
import { createDocumentsContentClient } from "./documents-client";

describe("createDocumentsContentClient", () => {
  it("answers a held document through the real loader, and 404s any other path", async () => {
    const content = createDocumentsContentClient({ "index.json": index });
    const page = await content.getDocument("index");
    expect(page.blocks.length).toBeGreaterThan(0);
    const missing = await content.getDocument("landing", "nowhere").catch((error: unknown) => error);
    expect(isMissingDocument(missing)).toBe(true);
  });

  it("validates what it holds: a document breaking the schema is refused, not passed on", async () => {
    const content = createDocumentsContentClient({ "index.json": { ...index, blocks: "not a list" } });
    const error = await content.getDocument("index").catch((e: unknown) => e);
    expect(isContentError(error) && error.code).toBe("INVALID_DOCUMENT");
  });
});

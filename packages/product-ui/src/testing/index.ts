// @xunlan/product-ui/testing: the catalogue as a test double for the packages that render
// product-ui's pieces (content pages' rails and collections). Node only (it starts an HTTP
// server); never import it from runtime code or a story (the recorded catalogue for stories is
// ./mock). Named exports only; types on their own lines.

export type { CatalogTestServer } from "./catalog-server";
// api-client's schema-backed test server with a small in-memory catalogue: 20 colours in
// men/shoes/running (ids 1–20)
export { FIXTURE_COLOURS, startCatalogServer } from "./catalog-server";

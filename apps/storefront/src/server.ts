import { createStartHandler, defaultStreamHandler } from "@tanstack/react-start/server";
import { createServerEntry } from "@tanstack/react-start/server-entry";
import { createStorefrontHandler } from "@xunlan/edge";
import { getEnv } from "./env";

/**
 * Server entry: @xunlan/edge's request pipeline (page cache for anonymous shoppers, upstream
 * caches, CSP nonce, security headers, gzip, a quiet 499 for a cancelled request) around Start's
 * handler.
 */
const handler = createStorefrontHandler({ render: createStartHandler(defaultStreamHandler), env: getEnv });

export default createServerEntry({ fetch: (request, options) => handler.fetch(request, options) });

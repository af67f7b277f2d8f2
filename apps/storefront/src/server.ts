import { createStartHandler, defaultStreamHandler } from "@tanstack/react-start/server";
import { createServerEntry } from "@tanstack/react-start/server-entry";

const startFetch = createStartHandler(defaultStreamHandler);

/**
 * Server entry: Start's default handler, except that a request the browser cancelled (an image
 * scrolled away, a navigation away mid-render) ends quietly. Start's middleware runner rejects
 * with the abort reason — srvx's socket error `aborted` (ECONNRESET) or an AbortError — and its
 * default entry would log that as an unhandled error; nobody is waiting for an answer, so it
 * gets a bare 499 (client closed request) instead. Every other error goes to Start's handling.
 */
export default createServerEntry({
  async fetch(request, options) {
    try {
      return await startFetch(request, options);
    } catch (error) {
      if (request.signal.aborted) return new Response(null, { status: 499 });
      throw error;
    }
  },
});

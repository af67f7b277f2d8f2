// The clients of a server render (`@xunlan/edge/clients`): no Node built-ins, so an app's
// isomorphic module (server and browser halves in one file) may import it. Named exports only;
// types on their own lines.

export type { RenderRequest, ResponseCookies, ServerClientOptions, ServerClients } from "./lib/server-clients";
export { createServerClients } from "./lib/server-clients";

// Test-only: api-client's schema-backed test server (the contract, real validation) with answers
// set per test, the generated fragments' shapes for a bag line and an order, and a render helper
// with the providers the pages need. Not exported from the package.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createTestApiClient, type RootResolver, type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { PopupProvider } from "@xunlan/ui";
import { GraphQLError } from "graphql";
import type { ReactNode } from "react";

export { cart, cartLine, cashier, couponOption, memberProfile, order, PRICE, submitted } from "../fixtures/gateway";

/** What each root field answers in the running test (set per test). */
export const answers: Record<string, RootResolver> = {};

const answer =
  (field: string): RootResolver =>
  (root, args, context) => {
    const resolve = answers[field];
    if (!resolve) throw new GraphQLError(`this test gave ${field} no answer`);
    return resolve(root, args, context);
  };

const QUERIES = [
  "cart",
  "buyNowLines",
  "calculateOrderPrice",
  "availableCoupons",
  "validateOrderCoupon",
  "order",
  "pickupStores",
  "member",
];
const MUTATIONS = ["updateCartItemQuantity", "deleteCartItem", "submitOrder", "payOrder", "reorder"];

/** Starts the server; every field in QUERIES/MUTATIONS answers from {@link answers}. */
export function startCartServer(): Promise<SchemaServer> {
  return startSchemaServer({
    Query: Object.fromEntries(QUERIES.map((field) => [field, answer(field)])),
    Mutation: {
      webAuthorization: () => ({ token: "guest-token", expiresAt: "2030-01-01T00:00:00.000Z" }),
      ...Object.fromEntries(MUTATIONS.map((field) => [field, answer(field)])),
    },
  });
}

/** Clears the answers between tests. */
export function resetAnswers(server: SchemaServer) {
  server.reset();
  for (const field of Object.keys(answers)) delete answers[field];
}

/** The arguments of every call of a root field, in order. */
export const argsOf = (server: SchemaServer, field: string) => server.calls.filter((call) => call.field === field).map((call) => call.args);

export const apiOf = (server: SchemaServer) => createTestApiClient(server.url);

/** A refusal as the gateway sends it ('400' with a Chinese message). */
export const refusal = (message: string) => new GraphQLError(message, { extensions: { code: "400", statusCode: 400 } });

/** Renders with a fresh QueryClient (no retries) and ui's PopupProvider. */
export function renderWithProviders(ui: ReactNode): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PopupProvider>{ui}</PopupProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

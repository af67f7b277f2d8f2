/** The console's routes (code-based TanStack Router): sign-in, then the shell with its pages. */
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect } from "@tanstack/react-router";
import { session } from "./lib-api";
import { type Capability, can, homeOf } from "./roles";
import { AuditPage } from "./routes/audit";
import { CatalogPage } from "./routes/catalog";
import { CouponsPage } from "./routes/coupons";
import { LoginPage } from "./routes/login";
import { OrderDetailPage } from "./routes/order-detail";
import { type OrderSearch, OrdersPage, parseOrderSearch } from "./routes/orders";
import { Shell } from "./routes/shell";
import { StaffPage } from "./routes/staff";
import { StockPage } from "./routes/stock";

interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  component: LoginPage,
});

const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "signed-in",
  beforeLoad: () => {
    const current = session.get();
    if (!current) throw redirect({ to: "/login" });
    return { staff: current };
  },
  component: Shell,
});

/** A page of the shell only some roles may open (others land on their home page). */
function guard(capability: Capability) {
  return () => {
    if (!can(session.get()?.roles, capability)) throw redirect({ to: "/" });
  };
}

const indexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: homeOf(session.get()?.roles) });
  },
});

const ordersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/orders",
  validateSearch: (search: Record<string, unknown>): OrderSearch => parseOrderSearch(search),
  beforeLoad: guard("readOrders"),
  component: OrdersPage,
});

const orderDetailRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/orders/$orderNumber",
  beforeLoad: guard("readOrders"),
  component: OrderDetailPage,
});

const stockRoute = createRoute({ getParentRoute: () => shellRoute, path: "/stock", beforeLoad: guard("stock"), component: StockPage });
const catalogRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/catalog",
  beforeLoad: guard("catalog"),
  component: CatalogPage,
});
const couponsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: "/coupons",
  beforeLoad: guard("coupons"),
  component: CouponsPage,
});
const staffRoute = createRoute({ getParentRoute: () => shellRoute, path: "/staff", beforeLoad: guard("staff"), component: StaffPage });
const auditRoute = createRoute({ getParentRoute: () => shellRoute, path: "/audit", beforeLoad: guard("audit"), component: AuditPage });

const routeTree = rootRoute.addChildren([
  loginRoute,
  shellRoute.addChildren([indexRoute, ordersRoute, orderDetailRoute, stockRoute, catalogRoute, couponsRoute, staffRoute, auditRoute]),
]);

export function createOpsRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: false });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createOpsRouter>;
  }
}

import { createRootRouteWithContext, HeadContent, Outlet, redirect, Scripts } from "@tanstack/react-router";
import { cartCountQueryOptions, cartKeys } from "@xunlan/cart";
import { legacyRedirectTarget } from "@xunlan/edge/shared";
import { ensureSession, takeSessionExpiredRedirect } from "@xunlan/session";
import { type ReactNode, useEffect } from "react";
import { AppLayout } from "../components/app-layout";
import { ErrorRoute } from "../components/error-route";
import { initialiseApp } from "../queries/app-init";
import type { RouterContext } from "../router";
import appCss from "../styles/app.css?url";

/** Site-wide head (spec: Simplified Chinese storefront of 迅岚 XUNLAN). */
const SITE_TITLE = "迅岚 XUNLAN 官方商城";
const SITE_DESCRIPTION = "迅岚 XUNLAN 官方商城：跑步鞋、训练装备与运动服饰，官方正品，会员专享，全国门店自提与快速配送。";

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec §4: the guest token comes first — read the `token` cookie or fetch one (3 retries)
  // and set the cookie; the `w_{n}|h_{n}` cookie picks Platform and the first layout. A first
  // visit's render (no token cookie) reads as nobody: its token is the /graphql proxy's, minted
  // on the browser's first call (issue 21 §1), so the page mints nothing and sets no cookie.
  beforeLoad: async ({ context, location }) => {
    // Spec §2 legacy links: old mini-program queries on any path move permanently (301 on the server).
    const legacy = legacyRedirectTarget(location.pathname, location.search as Record<string, unknown>);
    if (legacy) throw redirect({ href: legacy, statusCode: 301 });
    await context.api.ensureToken();
    // Members: the login flag cookie and the member profile, so SSR knows the login state; the
    // member's favourite ids and bag count come in the same request (the loader then finds the count).
    // A page shell for the edge's shared cache (issue 27 §1) asks for none of it: the member's
    // shell reads as signed in, and the browser fills the rest after hydration.
    await ensureSession({ ...context, cartCountKey: cartKeys.count(), shell: context.shell });
    // spec §8 logout response code: a member whose session ended goes to /login?returnUrl=…
    // (with 登录已过期，请重新登录), not on as a guest.
    const expired = takeSessionExpiredRedirect(context.queryClient, location);
    if (expired) throw redirect({ href: expired });
    return { platform: context.platform };
  },
  // Spec §4 initialisation order; the layout renders only once this resolves.
  loader: async ({ context }) => {
    // spec §2 icon 5: the bag badge is in the first HTML (best effort: a failure shows 0). A
    // visitor without a token has no bag: 0 without asking.
    if (context.anonymous) context.queryClient.setQueryData(cartKeys.count(), 0);
    const [initialised] = await Promise.all([
      initialiseApp(context),
      context.anonymous ? 0 : context.queryClient.ensureQueryData(cartCountQueryOptions(context.api)).catch(() => 0),
    ]);
    return initialised;
  },
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" },
      { title: SITE_TITLE },
      { name: "description", content: SITE_DESCRIPTION },
      { name: "theme-color", content: "#111111" },
      { name: "format-detection", content: "telephone=no" },
      { property: "og:site_name", content: SITE_TITLE },
      { property: "og:title", content: SITE_TITLE },
      { property: "og:description", content: SITE_DESCRIPTION },
    ],
    links: [
      { rel: "stylesheet", href: appCss },
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: () => <ErrorRoute code={500} />,
  notFoundComponent: () => <ErrorRoute code={404} />,
});

function RootComponent() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

function RootDocument({ children }: { children: ReactNode }) {
  // Marks the document once React has hydrated it (effects run after the whole tree committed;
  // the shell renders for error pages too):
  // the browser tests wait for this instead of network idleness, which pictures rendered on
  // demand can hold off for a long time on a cold image cache.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="zh-CN">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

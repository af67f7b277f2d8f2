import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useLocation, useRouteContext, useSearch } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { useHeaderMenu } from "../hooks/use-header-menu";
import { installChunkReload } from "../lib/chunk-reload";
import { layoutForPath } from "@xunlan/validation";
import { productCategoriesQueryOptions } from "../queries/categories";
import { configQueryOptions } from "../queries/content";

/**
 * The shared layout (spec §2): announcement bar, header (full/thin/hidden by route), page,
 * footer (hidden on checkout), mask overlay. TEMPORARY markup until @xunlan/header-footer lands.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { api, content } = useRouteContext({ from: "__root__" });
  const pathname = useLocation({ select: (l) => l.pathname });
  const { data: categories } = useSuspenseQuery(productCategoriesQueryOptions(api));
  const { data: announcement } = useQuery(configQueryOptions(content, "announcement"));
  const menu = useHeaderMenu();
  // Hook point (members issue): `authCode` in the query opens stage 2 of the login popup.
  const authCode = useSearch({ strict: false, select: (s: Record<string, unknown>) => s.authCode });
  void authCode;

  useEffect(() => installChunkReload(), []);

  const { headerMode, footerMode, logoColor } = layoutForPath(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      {announcement?.enable ? <div className="bg-ink py-3 text-center text-sm text-paper">{announcement.message}</div> : null}
      {headerMode !== "hidden" ? (
        <header className="border-b border-grey-200" data-mode={headerMode}>
          <nav aria-label="主导航" className="mx-auto flex max-w-(--container-layout-lg) items-center gap-6 px-4 py-4">
            <Link to="/" className={logoColor === "white" ? "text-paper" : "text-ink"}>
              <span className="font-display text-xl font-black">迅岚 XUNLAN</span>
            </Link>
            {categories.map((c) => (
              <Link key={c.id} to="/$" params={{ _splat: `explore/${c.category_route}` }} className="text-sm font-bold">
                {c.title}
              </Link>
            ))}
          </nav>
        </header>
      ) : null}
      <main className="flex-1">{children}</main>
      {footerMode !== "hidden" ? (
        <footer className="bg-ink px-4 py-10 text-sm text-grey-300">© {new Date().getFullYear()} 迅岚 XUNLAN</footer>
      ) : null}
      {menu.activeMenuIndex !== -1 ? <div className="fixed inset-0 bg-ink/40" onClick={() => menu.setActiveMenuIndex(-1)} /> : null}
    </div>
  );
}

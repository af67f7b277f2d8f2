/** The signed-in frame: side navigation by role, header with the staff member and role, sign-out. */
import { useQueryClient } from "@tanstack/react-query";
import { Link, Outlet, useNavigate } from "@tanstack/react-router";
import { api, session } from "../lib-api";
import { type Capability, can, ROLE_TEXT } from "../roles";

const NAV: { to: string; label: string; capability: Capability; search?: Record<string, string> }[] = [
  { to: "/orders", label: "订单", capability: "readOrders" },
  { to: "/orders", label: "售后队列", capability: "readOrders", search: { status: "after_sale" } },
  { to: "/stock", label: "库存", capability: "stock" },
  { to: "/catalog", label: "商品价格", capability: "catalog" },
  { to: "/coupons", label: "优惠券发放", capability: "coupons" },
  { to: "/staff", label: "员工", capability: "staff" },
  { to: "/audit", label: "审计日志", capability: "audit" },
];

export function Shell() {
  const current = session.get();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roles = current?.roles ?? [];

  async function signOut() {
    await api.post("/session/sign-out").catch(() => undefined);
    session.set(null);
    queryClient.clear();
    await navigate({ to: "/login" });
  }

  return (
    <div className="grid min-h-screen grid-cols-[220px_1fr]">
      <aside className="flex flex-col bg-ink text-paper">
        <div className="border-b border-white/10 px-6 py-5">
          <div className="text-lg font-black tracking-[0.2em]">XUNLAN</div>
          <div className="mt-0.5 text-xs text-grey-400">迅岚 · 运营后台</div>
        </div>
        <nav aria-label="主导航" className="flex flex-col gap-0.5 p-3">
          {NAV.filter((item) => can(roles, item.capability)).map((item) => (
            <Link
              key={item.label}
              to={item.to}
              search={item.search ?? {}}
              activeOptions={{ includeSearch: true }}
              className="px-3 py-2 text-sm text-grey-300 hover:bg-white/5 hover:text-paper"
              activeProps={{ className: "bg-white/10 !text-paper font-semibold border-l-2 border-accent" }}
            >
              {item.label}
            </Link>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex h-14 items-center justify-end gap-4 border-b border-grey-200 bg-paper px-8">
          <div className="flex items-center gap-3 text-sm">
            <span className="text-grey-700" data-testid="staff-login">
              {current?.loginName}
            </span>
            {roles.map((role) => (
              <span key={role} data-testid="staff-role" className="border border-ink px-2 py-0.5 text-xs font-semibold text-ink">
                {ROLE_TEXT[role] ?? role}
              </span>
            ))}
          </div>
          <button type="button" onClick={signOut} className="text-sm text-grey-600 underline-offset-4 hover:text-ink hover:underline">
            退出登录
          </button>
        </header>
        <main className="mx-auto w-full max-w-[1320px] flex-1 px-8 py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

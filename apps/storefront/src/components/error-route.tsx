/**
 * TEMPORARY error page until @xunlan/header-footer exports ErrorPage. Spec §2 texts.
 */
import { Link } from "@tanstack/react-router";

export function ErrorRoute({ code }: { code: number }) {
  const message = code === 404 ? "很抱歉，您访问的页面不存在" : "服务器出了小问题，请稍后再试～";
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-24 text-center">
      <p className="font-display text-display-lg">{code}</p>
      <h1 className="text-lg font-bold">{message}</h1>
      <Link to="/" className="bg-ink px-8 py-3 text-sm font-bold text-paper">
        返回首页
      </Link>
    </section>
  );
}

import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { MemberAuthLayout, ResetPasswordForm } from "@xunlan/auth-popup";

/** /reset (spec §2): reset the password by SMS code. */
export const Route = createFileRoute("/reset")({
  head: () => ({ meta: [{ title: "重置密码 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: ResetPage,
});

function ResetPage() {
  const navigate = useNavigate();
  const { api } = Route.useRouteContext();
  return (
    <MemberAuthLayout eyebrow="找回密码" title="重置密码" subtitle="通过注册手机号接收短信验证码，设置新的登录密码。">
      <ResetPasswordForm api={api} onDone={() => void navigate({ to: "/login", search: { returnUrl: "/ucenter" } })} />
    </MemberAuthLayout>
  );
}

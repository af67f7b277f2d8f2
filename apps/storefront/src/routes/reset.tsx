import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { MemberAuthLayout } from "../components/members/member-auth-layout";
import { ResetPasswordForm } from "../components/members/reset-password-form";

/** /reset (spec §2): reset the password by SMS code. */
export const Route = createFileRoute("/reset")({
  head: () => ({ meta: [{ title: "重置密码 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: ResetPage,
});

function ResetPage() {
  const navigate = useNavigate();
  return (
    <MemberAuthLayout eyebrow="RESET PASSWORD" title="重置密码" subtitle="通过注册手机号接收短信验证码，设置新的登录密码。">
      <ResetPasswordForm onDone={() => void navigate({ to: "/login", search: { returnUrl: "/ucenter" } })} />
    </MemberAuthLayout>
  );
}

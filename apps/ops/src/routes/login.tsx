/** 登录: login name + password + 动态码 (TOTP) → a staff session. */
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { api, messageOf, type Session, session } from "../lib-api";
import { homeOf } from "../roles";
import { Btn, inputCls, Label, Notice } from "../ui";

export function LoginPage() {
  const navigate = useNavigate();
  const [loginName, setLoginName] = useState("");
  const [password, setPassword] = useState("");
  const [totp, setTotp] = useState("");
  const signIn = useMutation({
    mutationFn: () => api.post<Session>("/session", { loginName, password, totp }),
    onSuccess: async (value) => {
      session.set(value);
      await navigate({ to: homeOf(value.roles) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate();
  }

  return (
    <div className="grid min-h-screen grid-cols-1 lg:grid-cols-[1fr_560px]">
      <div className="hidden flex-col justify-between bg-ink p-12 text-paper lg:flex">
        <div className="text-xl font-black tracking-[0.25em]">XUNLAN</div>
        <div>
          <p className="text-display-sm font-black">运营后台</p>
          <p className="mt-3 max-w-md text-sm text-grey-400">订单履约、售后退款、库存与优惠券。所有操作均记录审计日志。</p>
        </div>
        <p className="text-xs text-grey-500">仅限迅岚员工使用</p>
      </div>
      <div className="flex items-center justify-center bg-paper px-6 lg:px-16">
        <form onSubmit={submit} className="flex w-full max-w-sm flex-col gap-5" aria-label="员工登录">
          <h1 className="text-2xl font-bold">员工登录</h1>
          {signIn.error ? <Notice tone="error">{messageOf(signIn.error)}</Notice> : null}
          <Label text="登录名">
            <input
              className={inputCls}
              name="loginName"
              autoComplete="username"
              value={loginName}
              onChange={(e) => setLoginName(e.target.value)}
              required
            />
          </Label>
          <Label text="密码">
            <input
              className={inputCls}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </Label>
          <Label text="动态码">
            <input
              className={`${inputCls} tracking-[0.3em]`}
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              pattern="\d{6}"
              placeholder="6 位数字"
              value={totp}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, ""))}
              required
            />
          </Label>
          <Btn type="submit" disabled={signIn.isPending}>
            {signIn.isPending ? "登录中…" : "登录"}
          </Btn>
          <p className="text-xs text-grey-500">动态码来自身份验证器应用（TOTP），每 30 秒更新。</p>
        </form>
      </div>
    </div>
  );
}

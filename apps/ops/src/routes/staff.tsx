/** 员工 (admin): the staff list, roles and enabling, and new accounts (their TOTP secret shown once). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { time } from "../format";
import { api, messageOf } from "../lib-api";
import { ROLE_TEXT, STAFF_ROLES, type StaffRole } from "../roles";
import { Btn, Dl, inputCls, Label, Notice, PageHeader, Panel, Table } from "../ui";

interface StaffRecord {
  id: number;
  loginName: string;
  displayName: string;
  roles: StaffRole[];
  disabled: boolean;
  createdAt: string;
}

export function StaffPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ["staff"], queryFn: () => api.get<{ items: StaffRecord[] }>("/staff") });
  const toggle = useMutation({
    mutationFn: (s: StaffRecord) => api.post(`/staff/${s.id}`, { disabled: !s.disabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staff"] }),
  });
  return (
    <>
      <PageHeader title="员工" subtitle="员工账号与角色；登录需密码与动态码，所有操作记录审计日志" />
      {list.error || toggle.error ? (
        <div className="mb-4">
          <Notice tone="error">{messageOf(list.error ?? toggle.error)}</Notice>
        </div>
      ) : null}
      <div className="grid grid-cols-[1fr_360px] gap-6">
        <Panel title={list.data ? `共 ${list.data.items.length} 名员工` : "员工"}>
          <Table head={["登录名", "姓名", "角色", "创建时间", "状态", ""]} empty={list.isLoading ? "加载中…" : null}>
            {list.data?.items.map((s) => (
              <tr key={s.id}>
                <td className="font-mono text-[13px]">{s.loginName}</td>
                <td>{s.displayName}</td>
                <td>{s.roles.map((r) => ROLE_TEXT[r] ?? r).join("、")}</td>
                <td className="text-grey-700">{time(s.createdAt)}</td>
                <td>{s.disabled ? <span className="text-grey-500">已停用</span> : <span className="text-success">启用</span>}</td>
                <td className="text-right">
                  <Btn variant="ghost" onClick={() => toggle.mutate(s)} disabled={toggle.isPending}>
                    {s.disabled ? "启用" : "停用"}
                  </Btn>
                </td>
              </tr>
            ))}
          </Table>
        </Panel>
        <CreateStaff onCreated={() => queryClient.invalidateQueries({ queryKey: ["staff"] })} />
      </div>
    </>
  );
}

function CreateStaff({ onCreated }: { onCreated: () => void }) {
  const [loginName, setLoginName] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [password, setPassword] = useState("");
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const create = useMutation({
    mutationFn: () =>
      api.post<StaffRecord & { totpSecret: string; totpUri: string }>("/staff", { loginName, displayName, password, roles }),
    onSuccess: onCreated,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate();
  }
  return (
    <Panel title="新建员工">
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label="新建员工">
        {create.error ? <Notice tone="error">{messageOf(create.error)}</Notice> : null}
        <Label text="登录名">
          <input className={inputCls} value={loginName} onChange={(e) => setLoginName(e.target.value)} required minLength={3} />
        </Label>
        <Label text="姓名">
          <input className={inputCls} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        </Label>
        <Label text="初始密码（至少 12 位）">
          <input
            className={inputCls}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            minLength={12}
          />
        </Label>
        <fieldset className="flex flex-col gap-2 text-sm">
          <legend className="mb-1.5 text-xs font-medium text-grey-700">角色</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(e) => setRoles(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))}
              />
              {ROLE_TEXT[role]}
            </label>
          ))}
        </fieldset>
        <div>
          <Btn type="submit" disabled={create.isPending || roles.length === 0}>
            创建
          </Btn>
        </div>
        {create.data ? (
          <Notice tone="success">
            <Dl
              items={[
                ["登录名", create.data.loginName],
                [
                  "TOTP 密钥",
                  <span key="s" className="break-all font-mono">
                    {create.data.totpSecret}
                  </span>,
                ],
              ]}
            />
            <p className="mt-2 text-xs">密钥只显示这一次，请让员工立即添加到身份验证器应用。</p>
          </Notice>
        ) : null}
      </form>
    </Panel>
  );
}

/** 优惠券发放: a coupon rule's key and the members' mobiles (one per line). */
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, messageOf } from "../lib-api";
import { Btn, Dl, inputCls, Label, Notice, PageHeader, Panel } from "../ui";

interface IssueResponse {
  ruleKey: string;
  issued: number;
  alreadyHeld: number;
  unknownMobiles: string[];
}

export function CouponsPage() {
  const [ruleKey, setRuleKey] = useState("");
  const [mobilesText, setMobiles] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const mobiles = [...new Set(mobilesText.split(/[\s,，;；]+/).filter(Boolean))];
  const issue = useMutation({
    mutationFn: () => api.post<IssueResponse>("/coupons/issue", { ruleKey: ruleKey.trim(), mobiles }, key),
    onSuccess: () => setKey(crypto.randomUUID()),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    issue.mutate();
  }
  return (
    <>
      <PageHeader title="优惠券发放" subtitle="按优惠券规则向会员发放，手机号每行一个，一次最多 500 个" />
      <div className="grid grid-cols-[1fr_380px] gap-6">
        <Panel title="发放">
          <form onSubmit={submit} className="flex flex-col gap-4" aria-label="发放优惠券">
            {issue.error ? <Notice tone="error">{messageOf(issue.error)}</Notice> : null}
            <Label text="优惠券规则编码">
              <input
                className={`${inputCls} font-mono`}
                name="ruleKey"
                value={ruleKey}
                onChange={(e) => {
                  setRuleKey(e.target.value);
                  setKey(crypto.randomUUID());
                }}
                required
              />
            </Label>
            <Label text={`会员手机号（${mobiles.length} 个）`}>
              <textarea
                className={`${inputCls} h-48 py-2 font-mono`}
                name="mobiles"
                value={mobilesText}
                onChange={(e) => {
                  setMobiles(e.target.value);
                  setKey(crypto.randomUUID());
                }}
                required
              />
            </Label>
            <div>
              <Btn type="submit" disabled={issue.isPending || mobiles.length === 0}>
                {issue.isPending ? "发放中…" : "发放"}
              </Btn>
            </div>
          </form>
        </Panel>
        <Panel title="发放结果">
          {issue.data ? (
            <Dl
              items={[
                [
                  "规则",
                  <span key="r" className="font-mono">
                    {issue.data.ruleKey}
                  </span>,
                ],
                ["新发放", `${issue.data.issued} 张`],
                ["已持有", `${issue.data.alreadyHeld} 人`],
                ["未注册手机号", issue.data.unknownMobiles.length ? issue.data.unknownMobiles.join("、") : "无"],
              ]}
            />
          ) : (
            <p className="text-sm text-grey-500">提交后在此显示发放结果。</p>
          )}
        </Panel>
      </div>
    </>
  );
}

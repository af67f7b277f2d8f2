import { Button, cn, Skeleton } from "@xunlan/ui";
import { ADDRESS_MASK, BIRTHDAY_MASK, maskEmail, maskMobile, maskName, PASSWORD_MASK } from "@xunlan/validation";
import { useState } from "react";
import { formatRegion } from "../../lib/regions";
import type { MemberProfile, MemberProfileInput, RegionNode } from "../../lib/types";
import type { LoadRegions } from "../../lib/use-regions";
import { GENDER_OPTIONS, ProfileForm } from "./profile-form";

/** Props of {@link ProfileView}. */
export interface ProfileViewProps {
  /** The profile (`member`, §7); `null` while it loads. */
  member: MemberProfile | null;
  /** `updateMember` (§7); the app refreshes `member` before resolving. */
  onSave: (values: MemberProfileInput) => Promise<void>;
  loadRegions?: LoadRegions;
  regions?: readonly RegionNode[] | null;
  regionMode?: "auto" | "cascader" | "sheet";
  /** Open in edit mode (stories, deep links). */
  defaultEditing?: boolean;
}

const NOT_SET = "未填写";

interface Row {
  label: string;
  masked: string;
  revealed: string;
  /** Never revealed (the password). */
  secret?: boolean;
}

function rowsFor(member: MemberProfile): Row[] {
  const region = formatRegion({ province: member.province ?? "", city: member.city ?? "", district: member.district ?? "" });
  const gender = GENDER_OPTIONS.find((g) => g.value === member.gender)?.label ?? "保密";
  // spec §5 display masks: name first char + '**', mobile 3+****+4, email 3 chars + '***' + domain,
  // birthday 8 asterisks, password 8 dots, address 6 asterisks
  return [
    { label: "姓名", masked: member.name ? maskName(member.name) : NOT_SET, revealed: member.name || NOT_SET },
    { label: "手机号码", masked: maskMobile(member.cellphone), revealed: member.cellphone },
    { label: "邮箱", masked: member.email ? maskEmail(member.email) : "未绑定", revealed: member.email || "未绑定" },
    { label: "生日", masked: member.birthday ? BIRTHDAY_MASK : NOT_SET, revealed: member.birthday || NOT_SET },
    { label: "性别", masked: gender, revealed: gender },
    { label: "所在地区", masked: region ? ADDRESS_MASK : NOT_SET, revealed: region || NOT_SET },
    { label: "登录密码", masked: PASSWORD_MASK, revealed: PASSWORD_MASK, secret: true },
  ];
}

/**
 * /ucenter/member: the profile with the display masks of spec §5, a 显示 / 隐藏 toggle revealing
 * the real values (never the password), and 编辑资料 switching to {@link ProfileForm} in place.
 * Needs a `PopupProvider` above it (the 保存成功 toast).
 */
export function ProfileView({ member, onSave, loadRegions, regions, regionMode, defaultEditing = false }: ProfileViewProps) {
  const [revealed, setRevealed] = useState(false);
  const [editing, setEditing] = useState(defaultEditing);

  return (
    <section aria-labelledby="ucenter-profile-title" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="ucenter-profile-title" className="font-display text-2xl font-black tracking-tight text-ink">
            {editing ? "编辑个人资料" : "个人资料"}
          </h2>
          <p className="mt-1 text-sm text-grey-500">{editing ? "完善资料，让我们更了解你" : "为保护你的隐私，敏感信息已隐藏显示"}</p>
        </div>
        {member && !editing ? (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
              {revealed ? "隐藏信息" : "显示完整信息"}
            </Button>
            <Button size="sm" onClick={() => setEditing(true)}>
              编辑资料
            </Button>
          </div>
        ) : null}
      </header>

      {member === null ? (
        <output aria-busy="true" aria-label="正在加载个人资料" className="grid gap-px border border-grey-200 bg-grey-200 md:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex flex-col gap-2 bg-paper p-5">
              <Skeleton width={56} height={12} />
              <Skeleton width="60%" height={18} />
            </div>
          ))}
        </output>
      ) : editing ? (
        <div className="border border-grey-200 p-5 sm:p-8">
          <ProfileForm
            member={member}
            onSave={onSave}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
            loadRegions={loadRegions}
            regions={regions}
            regionMode={regionMode}
          />
        </div>
      ) : (
        <dl className="grid gap-px border border-grey-200 bg-grey-200 md:grid-cols-2">
          {rowsFor(member).map((row) => {
            const text = revealed ? row.revealed : row.masked;
            return (
              <div
                key={row.label}
                className={cn(
                  "flex items-center justify-between gap-4 bg-paper px-5 py-4 md:flex-col md:items-start md:justify-start md:gap-1.5 lg:px-6 lg:py-5",
                  row.secret && "md:col-span-2",
                )}
              >
                <dt className="shrink-0 text-xs text-grey-500 md:text-2xs md:font-bold md:tracking-(--tracking-label)">{row.label}</dt>
                <dd
                  className={cn(
                    "min-w-0 truncate text-right text-sm text-ink tabular-nums md:text-left md:text-base",
                    (text === NOT_SET || text === "未绑定") && "text-grey-500",
                    row.secret && "tracking-[0.2em]",
                  )}
                >
                  {text}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

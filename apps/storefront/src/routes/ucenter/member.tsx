import { createFileRoute } from "@tanstack/react-router";
import { MemberPage } from "../../components/members/member-page";

/** /ucenter/member (spec §2): profile and address book. */
export const Route = createFileRoute("/ucenter/member")({
  head: () => ({ meta: [{ title: "个人资料 | 迅岚 XUNLAN 官方商城" }] }),
  component: MemberPage,
});

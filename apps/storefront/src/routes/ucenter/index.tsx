import { createFileRoute } from "@tanstack/react-router";
import { MemberPage } from "../../components/members/member-page";

/** /ucenter: the member centre opens on the profile (spec §2; the shell marks 个人资料). */
export const Route = createFileRoute("/ucenter/")({
  component: MemberPage,
});

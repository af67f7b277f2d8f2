import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_MEMBER } from "../../fixtures/member";
import { loadSampleRegions, padded, wait, withPopups } from "../../fixtures/story-support";
import { ProfileView } from "./profile-view";

const meta = {
  title: "UCenter/ProfileView",
  component: ProfileView,
  tags: ["autodocs"],
  decorators: [withPopups, padded],
  args: { member: SAMPLE_MEMBER, onSave: () => wait(), loadRegions: loadSampleRegions },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masked display (spec §5) with 显示完整信息 and 编辑资料. */
export const Default: Story = {};

/** Edit mode: name, birthday, gender and region. */
export const Editing: Story = { args: { defaultEditing: true } };

/** A fresh account with only a mobile number. */
export const Incomplete: Story = { args: { member: { memberUid: "M1", cellphone: "18800002222", level: "迅岚会员", point: 0 } } };

/** The profile is loading. */
export const Loading: Story = { args: { member: null } };

/** Saving fails with the gateway's message. */
export const SaveFails: Story = {
  args: { defaultEditing: true, onSave: () => wait(500).then(() => Promise.reject(new Error("服务器出了小问题，请稍后再试～"))) },
};

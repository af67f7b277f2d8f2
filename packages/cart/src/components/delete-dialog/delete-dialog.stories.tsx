import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { SAMPLE_LINES } from "../../fixtures/bag";
import { wait } from "../../fixtures/story-support";
import { DeleteDialog } from "./delete-dialog";

const meta = {
  title: "Cart/DeleteDialog",
  component: DeleteDialog,
  tags: ["autodocs"],
  args: { line: SAMPLE_LINES[0]!, isLoggedIn: false, onClose: fn(), onDelete: fn(() => wait()), onMoveToFavorites: fn(() => wait()) },
} satisfies Meta<typeof DeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: 取消 and 删除 (no favourite without login, spec §2). 320 px on a phone, 648 on desktop. */
export const Guest: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole("alertdialog", { name: "删除商品" });
    await expect(within(dialog).getByRole("button", { name: "取消" })).toBeTruthy();
    await expect(within(dialog).queryByRole("button", { name: "移入收藏" })).toBeNull();
  },
};

/** A member: 移入收藏 and 删除. */
export const Member: Story = {
  args: { isLoggedIn: true },
  play: async () => {
    const dialog = within(document.body).getByRole("alertdialog", { name: "删除商品" });
    await expect(within(dialog).getByRole("button", { name: "移入收藏" })).toBeTruthy();
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_ADDRESSES } from "../../fixtures/member";
import { loadSampleRegions, padded, wait, withPopups } from "../../fixtures/story-support";
import type { CustomerAddress } from "../../lib/types";
import { AddressBook } from "./address-book";

/** A tiny in-memory server: keeps exactly one default like the real one. */
function LiveBook({ initial, total, memberCellphone }: { initial: CustomerAddress[]; total?: number; memberCellphone?: string }) {
  const [list, setList] = useState(initial);
  const withDefault = (items: CustomerAddress[], id: string | null) => (id ? items.map((a) => ({ ...a, isDefault: a.id === id })) : items);
  return (
    <AddressBook
      addresses={list}
      total={total ?? list.length}
      loadRegions={loadSampleRegions}
      memberCellphone={memberCellphone}
      onLoadMore={() => wait()}
      onAdd={async (values) => {
        await wait();
        const id = `n${Date.now()}`;
        setList((l) => withDefault([...l, { id, ...values }], values.isDefault || l.length === 0 ? id : null));
      }}
      onUpdate={async (id, values) => {
        await wait();
        setList((l) =>
          withDefault(
            l.map((a) => (a.id === id ? { ...a, ...values } : a)),
            values.isDefault ? id : null,
          ),
        );
      }}
      onDelete={async (id) => {
        await wait();
        setList((l) => l.filter((a) => a.id !== id));
      }}
      onSetDefault={async (address) => {
        await wait();
        setList((l) => withDefault(l, address.id));
      }}
    />
  );
}

const meta = {
  title: "UCenter/AddressBook",
  component: AddressBook,
  tags: ["autodocs"],
  decorators: [withPopups, padded],
  args: {
    addresses: SAMPLE_ADDRESSES,
    onAdd: () => wait(),
    onUpdate: () => wait(),
    onDelete: () => wait(),
    onSetDefault: () => wait(),
    loadRegions: loadSampleRegions,
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three addresses, one default; add / edit / delete / set default all work in memory. */
export const Default: Story = { render: () => <LiveBook initial={SAMPLE_ADDRESSES} /> };

/** More on the server than loaded: 加载更多. */
export const WithMore: Story = { render: () => <LiveBook initial={SAMPLE_ADDRESSES} total={8} /> };

/** No address yet. */
export const Empty: Story = { render: () => <LiveBook initial={[]} /> };

/**
 * Issue 26 §3: a first address starts with the member's verified mobile, and 智能识别 reads an
 * address pasted from a chat into the fields, for the shopper to check before 保存地址.
 */
export const FirstAddressPasted: Story = {
  render: () => <LiveBook initial={[]} memberCellphone="13800138000" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole("button", { name: "新增地址" })[0]!);
    const form = within(await within(document.body).findByRole("form", { name: "新增收货地址" }));
    await expect(form.getByLabelText("手机号码")).toHaveValue("13800138000");
    await userEvent.type(form.getByLabelText("智能识别"), "林晓岚 广东省深圳市南山区科技园南区迅岚大厦18楼");
    await userEvent.click(form.getByRole("button", { name: "识别" }));
    await waitFor(() => expect(form.getByRole("status")).toHaveTextContent("已识别，请核对以下信息后保存"));
    await expect(form.getByLabelText("收货人")).toHaveValue("林晓岚");
    await expect(form.getByRole("button", { name: /所在地区/ })).toHaveTextContent("广东省 深圳市 南山区");
  },
};

/** The first page is loading. */
export const Loading: Story = { args: { addresses: null } };

/** The first page failed. */
export const Error: Story = { args: { addresses: null, error: true, onRetry: () => {} } };

import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { SAMPLE_ADDRESSES } from "../../fixtures/member";
import { loadSampleRegions, padded, wait, withPopups } from "../../fixtures/story-support";
import type { CustomerAddress } from "../../lib/types";
import { AddressBook } from "./address-book";

/** A tiny in-memory server: keeps exactly one default like the real one. */
function LiveBook({ initial, total }: { initial: CustomerAddress[]; total?: number }) {
  const [list, setList] = useState(initial);
  const withDefault = (items: CustomerAddress[], id: string | null) =>
    id ? items.map((a) => ({ ...a, isDefault: a.id === id })) : items;
  return (
    <AddressBook
      addresses={list}
      total={total ?? list.length}
      loadRegions={loadSampleRegions}
      onLoadMore={() => wait()}
      onAdd={async (values) => {
        await wait();
        const id = `n${Date.now()}`;
        setList((l) => withDefault([...l, { id, ...values }], values.isDefault || l.length === 0 ? id : null));
      }}
      onUpdate={async (id, values) => {
        await wait();
        setList((l) => withDefault(l.map((a) => (a.id === id ? { ...a, ...values } : a)), values.isDefault ? id : null));
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
  decorators: [
    withPopups,
    padded,
  ],
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

/** The first page is loading. */
export const Loading: Story = { args: { addresses: null } };

/** The first page failed. */
export const Error: Story = { args: { addresses: null, error: true, onRetry: () => {} } };

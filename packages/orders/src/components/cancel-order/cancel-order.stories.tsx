import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "@xunlan/ui";
import { useState } from "react";
import { padded, withPopups } from "../../fixtures/story-support";
import { CancelOrderForm, useCancelOrderDialog } from "./cancel-order";

const meta = {
  title: "UCenter/CancelOrder",
  component: CancelOrderForm,
  tags: ["autodocs"],
  decorators: [withPopups, padded],
  args: { onSubmit: () => {}, onKeep: () => {} },
} satisfies Meta<typeof CancelOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's body: what cancelling does, the reasons, 确定取消 and 暂不取消. */
export const Default: Story = {};

function OpenDialog() {
  const ask = useCancelOrderDialog();
  const [reason, setReason] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="secondary" onClick={() => void ask().then(setReason)}>
        取消订单
      </Button>
      <output className="text-sm text-grey-600">{reason === null ? "尚未选择原因" : `原因：${reason}`}</output>
    </div>
  );
}

/** The dialog as the order pages open it: a bottom sheet on phones, a centred card on desktop. */
export const InPopup: Story = { render: () => <OpenDialog /> };

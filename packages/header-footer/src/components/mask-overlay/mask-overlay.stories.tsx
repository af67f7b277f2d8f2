import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DemoHero } from "../../stories/demo-data";
import { MaskOverlay } from "./mask-overlay";

const meta = {
  title: "HeaderFooter/MaskOverlay",
  component: MaskOverlay,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { open: true, onClose: fn() },
  render: (args) => (
    <>
      <DemoHero />
      <MaskOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof MaskOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId("mask-overlay"));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Closed: Story = { args: { open: false } };

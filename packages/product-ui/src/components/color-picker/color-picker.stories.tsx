import type { Meta, StoryObj } from "@storybook/react-vite";
import { detailColor, detailColours } from "../../fixtures";
import { ColorPicker } from "./color-picker";

const meta = {
  title: "ProductUI/ColorPicker",
  component: ColorPicker,
  tags: ["autodocs"],
  args: { colours: detailColours, value: detailColor.productId, styleSlug: detailColor.styleSlug },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current colour outlined; each swatch is a link. */
export const Default: Story = {};

/** A style with one colour. */
export const SingleColour: Story = { args: { colours: detailColours.slice(0, 1), value: detailColours[0]!.productId } };

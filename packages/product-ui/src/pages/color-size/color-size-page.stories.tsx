import type { Meta, StoryObj } from "@storybook/react-vite";
import { productStylePage } from "../../test/generated/catalog";
import { withCatalog } from "../story-support";
import { ColorSizeNotFound, ColorSizePage } from "./color-size-page";

const style = productStylePage.productStyle!;

const meta = {
  title: "ProductUI/Pages/ColorSizePage",
  component: ColorSizePage,
  tags: ["autodocs"],
  decorators: [withCatalog],
  parameters: { layout: "fullscreen" },
  args: { styleKey: style.styleSku },
} satisfies Meta<typeof ColorSizePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ?styleSku= alone: the style's first colour, its sizes with the recorded stock. */
export const Default: Story = {};

/** ?productId= of another colour: that colour is the current link. */
export const SecondColour: Story = { args: { productId: style.productColors[1]?.productId } };

/** Neither names a style: 未找到该商品. */
export const NotFound: Story = { render: () => <ColorSizeNotFound /> };

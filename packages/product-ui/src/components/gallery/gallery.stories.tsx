import type { Meta, StoryObj } from "@storybook/react-vite";
import { detailColor, detailStyle } from "../../fixtures";
import { Gallery } from "./gallery";

const meta = {
  title: "ProductUI/Gallery",
  component: Gallery,
  tags: ["autodocs"],
  args: { assets: detailColor.productAssets!, alt: `${detailStyle.styleDisplayNameCn} ${detailColor.productColorLang.colorNameCn}` },
  decorators: [
    (Story) => (
      <div className="max-w-[760px] font-sans">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour's images as the gateway sends them; thumbnails on desktop, 1/N counter on mobile. */
export const Default: Story = {};

/** One image: no thumbnails, arrows or counter. */
export const SingleImage: Story = { args: { assets: detailColor.productAssets!.slice(0, 1) } };

/** No assets: the placeholder keeps the square box. */
export const Empty: Story = { args: { assets: [] } };

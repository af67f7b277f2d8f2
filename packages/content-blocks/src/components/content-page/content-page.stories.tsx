import type { Meta, StoryObj } from "@storybook/react-vite";
import { faqPage } from "../../fixtures";
import { ContentPage } from "./content-page";

const meta = {
  title: "ContentBlocks/ContentPage",
  component: ContentPage,
  tags: ["autodocs"],
  args: { title: "帮助中心", eyebrow: "迅岚 XUNLAN", blocks: faqPage.blocks },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The help centre's FAQ under the page's heading band. */
export const Default: Story = {};

/** With navigation under the title (the help centre's tabs). */
export const WithNav: Story = {
  args: {
    nav: (
      <nav aria-label="帮助中心">
        <ul className="flex gap-2">
          <li className="border border-ink bg-ink px-5 py-2 text-sm font-bold text-paper">常见问题</li>
          <li className="border border-grey-300 px-5 py-2 text-sm">尺码指南</li>
        </ul>
      </nav>
    ),
  },
};

/** A page without blocks: only the heading band. */
export const TitleOnly: Story = { args: { blocks: [] } };

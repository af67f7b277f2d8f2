import type { Meta, StoryObj } from "@storybook/react-vite";
import { withCatalog } from "../story-support";
import { HomePage } from "./home-page";

const meta = {
  title: "ContentPages/HomePage",
  component: HomePage,
  tags: ["autodocs"],
  decorators: [withCatalog],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every module of the demo `index` document, in order; its product rails from the demo catalogue. */
export const Default: Story = {};

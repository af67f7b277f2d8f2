import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { loadWithCatalog, withCatalog } from "../story-support";
import { LandingPage } from "./landing-page";
import { loadLandingPage } from "./landing-route";

const meta = {
  title: "ContentPages/LandingPage",
  component: LandingPage,
  tags: ["autodocs"],
  decorators: [withCatalog],
  parameters: { layout: "fullscreen" },
  args: { landingKey: "spring-run" },
  // the route's loader: the document and its rail in the cache before the page renders
  loaders: [loadWithCatalog((context) => loadLandingPage(context, "spring-run"))],
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /landing/spring-run: the demo campaign — hero, the rail of its shoes, the rules. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole("heading", { name: "活动规则" })).toBeVisible();
  },
};

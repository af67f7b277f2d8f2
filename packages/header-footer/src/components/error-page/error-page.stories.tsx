import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ErrorPage } from "./error-page";

const meta = {
  title: "HeaderFooter/ErrorPage",
  component: ErrorPage,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { statusCode: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("很抱歉，您访问的页面不存在");
    await expect(canvas.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
  },
};
export const ServerError: Story = {
  args: { statusCode: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent("服务器出了小问题，请稍后再试～");
  },
};

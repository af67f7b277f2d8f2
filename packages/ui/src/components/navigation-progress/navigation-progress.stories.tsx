import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/button";
import { NavigationProgress } from "./navigation-progress";

const meta = {
  title: "UI/NavigationProgress",
  component: NavigationProgress,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { active: true, delayMs: 0 },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation pending: the bar creeps along the top of the window. */
export const Loading: Story = {};

/** Nothing pending: nothing shown. */
export const Idle: Story = { args: { active: false }, parameters: { rendersNothing: "no navigation is pending: nothing is drawn" } };

/** Try it: a fast navigation (100 ms) shows nothing; a slow one (1.5 s) shows the bar, then fills and fades. */
export const Interactive: Story = {
  args: { active: false, delayMs: 150 },
  render: function Render(args) {
    const [active, setActive] = useState(false);
    const navigate = (ms: number) => {
      setActive(true);
      setTimeout(() => setActive(false), ms);
    };
    return (
      <div className="flex gap-3 p-8">
        <NavigationProgress {...args} active={active} />
        <Button variant="secondary" onClick={() => navigate(100)}>
          快速跳转 (100 ms)
        </Button>
        <Button onClick={() => navigate(1500)}>慢速跳转 (1.5 s)</Button>
      </div>
    );
  },
};

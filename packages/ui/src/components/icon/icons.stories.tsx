import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactElement } from "react";
import * as icons from "./icons";

const entries = Object.entries(icons).filter(([name]) => name.endsWith("Icon")) as Array<[string, (p: icons.IconProps) => ReactElement]>;

const meta = {
  title: "UI/Icons",
  component: icons.SearchIcon,
  tags: ["autodocs"],
  args: { size: 24 },
} satisfies Meta<typeof icons.SearchIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: (args) => (
    <ul className="grid grid-cols-3 gap-px bg-grey-200 sm:grid-cols-6">
      {entries.map(([name, Icon]) => (
        <li key={name} className="flex flex-col items-center gap-3 bg-paper p-5 text-ink">
          <Icon size={args.size} />
          <span className="text-2xs text-grey-500">{name.replace("Icon", "")}</span>
        </li>
      ))}
    </ul>
  ),
};

export const OnInk: Story = {
  render: (args) => (
    <div className="flex gap-4 bg-ink p-6 text-paper">
      {entries.slice(0, 8).map(([name, Icon]) => (
        <Icon key={name} size={args.size} />
      ))}
    </div>
  ),
};

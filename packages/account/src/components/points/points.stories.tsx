import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_POINTS_HISTORY, SAMPLE_POINTS_SUMMARY } from "../../fixtures/points";
import { padded } from "../../fixtures/story-support";
import { MemberLevelCard } from "./member-level-card";
import { PointsHistory, PointsOverview } from "./points-page";

const meta = {
  title: "UCenter/Points",
  component: PointsHistory,
  tags: ["autodocs"],
  decorators: [padded],
  args: { entries: SAMPLE_POINTS_HISTORY },
} satisfies Meta<typeof PointsHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order earned at the double rate, then one unit returned. */
export const Default: Story = {};

/** 暂无积分记录. */
export const Empty: Story = { args: { entries: [] } };

/** The history is loading. */
export const Loading: Story = { args: { entries: null } };

/** The member page's level card: 银卡会员, 1 402 points to 金卡会员. */
export const LevelCard: Story = { render: () => <MemberLevelCard summary={SAMPLE_POINTS_SUMMARY} /> };

/** The rules: how points are earned, 积分翻倍 with its dates, the levels. */
export const Rules: Story = { render: () => <PointsOverview summary={SAMPLE_POINTS_SUMMARY} /> };

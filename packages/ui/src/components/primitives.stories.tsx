import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge } from "./badge/badge";
import { Container } from "./container/container";
import { Divider } from "./divider/divider";
import { LoadError } from "./load-error/load-error";
import { PageHeading } from "./page-heading/page-heading";
import { QrFrame } from "./qr-code/qr-code";
import { Skeleton } from "./skeleton/skeleton";
import { Spinner } from "./spinner/spinner";

const meta = {
  title: "UI/Primitives",
  component: Badge,
  tags: ["autodocs"],
  args: { count: 3 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BadgeCount: Story = {};
export const BadgeOverflow: Story = { args: { count: 128 } };

export const Loading: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Spinner />
      <Spinner size={32} />
      <span className="bg-ink p-3 text-paper">
        <Spinner />
      </span>
    </div>
  ),
};

export const SkeletonCard: Story = {
  render: () => (
    <div className="grid w-[360px] grid-cols-2 gap-4">
      {[0, 1].map((i) => (
        <div key={i} className="space-y-2">
          <Skeleton height={200} />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </div>
      ))}
    </div>
  ),
};

export const Rules: Story = {
  render: () => (
    <div className="w-[360px] space-y-4">
      <Divider />
      <Divider tone="strong" />
      <div className="flex h-8 items-center gap-4">
        男子 <Divider orientation="vertical" /> 女子
      </div>
    </div>
  ),
};

export const QrCodes: Story = {
  render: () => (
    <div className="flex gap-8">
      <QrFrame caption="公众号" value="https://www.xunlan.example/wechat" />
      <div className="bg-ink p-6">
        <QrFrame caption="体验中心" value="https://www.xunlan.example/experience" tone="dark" />
      </div>
    </div>
  ),
};

export const Containers: Story = {
  render: () => (
    <div className="space-y-2 bg-canvas py-4">
      {(["sm", "md", "lg", "xl"] as const).map((size) => (
        <Container key={size} size={size}>
          <div className="bg-ink px-3 py-2 text-xs text-paper">Container {size}</div>
        </Container>
      ))}
    </div>
  ),
};

/** The heading band a page opens with: eyebrow, h1 and, for the help centre, its tabs. */
export const PageHeadings: Story = {
  render: () => (
    <div className="space-y-8">
      <PageHeading eyebrow="门店查询" title="附近门店" />
      <PageHeading eyebrow="帮助中心" title="配送说明">
        <nav aria-label="帮助中心" className="flex gap-6 text-sm font-bold">
          <span aria-current="page">配送说明</span>
          <span>退换货政策</span>
        </nav>
      </PageHeading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading", { level: 1 })).toHaveLength(2);
  },
};

/** A block whose data did not load, with and without 重试. */
export const LoadFailed: Story = {
  render: () => (
    <div className="grid w-[360px] gap-4">
      <LoadError onRetry={() => undefined} />
      <LoadError />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
    await expect(canvas.getAllByRole("button", { name: "重试" })).toHaveLength(1);
  },
};

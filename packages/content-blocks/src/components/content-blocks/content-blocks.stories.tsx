import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ProductRailBlock } from "@xunlan/cms-content";
import { homePage, springRunLanding } from "../../fixtures";
import { SectionHeading } from "../section-heading/section-heading";
import { ContentBlocksProvider } from "./content-block-slots";
import { ContentBlocks } from "./content-blocks";

/**
 * What the app puts in the product-rail slot is product-ui's rail (real cards from the
 * gateway); here a stand-in shows where each rail sits and which products its block names.
 */
function RailStandIn({ block }: { block: ProductRailBlock }) {
  const source = block.source.kind === "products" ? `${block.source.productIds.length} 件指定商品` : `推荐位 ${block.source.location}`;
  return (
    <section aria-labelledby={`${block.id}-title`} className="px-4 py-12 md:px-8">
      <SectionHeading id={`${block.id}-title`} title={block.title} subtitle={block.subtitle} link={block.link} />
      <p className="border border-dashed border-grey-300 bg-canvas p-6 text-sm text-grey-600">
        商品轨道（{source}）由 @xunlan/product-ui 填入
      </p>
    </section>
  );
}

const meta = {
  title: "ContentBlocks/ContentBlocks",
  component: ContentBlocks,
  tags: ["autodocs"],
  args: { blocks: homePage.blocks },
  render: (args) => (
    <ContentBlocksProvider productRail={RailStandIn}>
      <ContentBlocks {...args} />
    </ContentBlocksProvider>
  ),
} satisfies Meta<typeof ContentBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page document, every module in order (rails through the slot). */
export const HomePage: Story = {};

/** A landing page: hero, rail, rules. */
export const Landing: Story = { args: { blocks: springRunLanding.blocks } };

/** Without a rail renderer in the slot, product rails render nothing (the rest still shows). */
export const WithoutRailSlot: Story = { args: { blocks: springRunLanding.blocks }, render: (args) => <ContentBlocks {...args} /> };

/** No blocks: nothing at all. */
export const Empty: Story = { args: { blocks: [] }, parameters: { rendersNothing: "a document without blocks draws nothing" } };

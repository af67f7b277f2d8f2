import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { cards } from "../../fixtures";
import { ProductCard, type ProductCardProps, ProductCardSkeleton } from "./product-card";

/** The first card of the recorded listing page that fits. */
const cardWhere = (fits: (card: (typeof cards)[number]) => boolean) => cards.find(fits) ?? cards[0]!;
const fullPrice = (card: (typeof cards)[number]) => card.slashPrice == null;

/** Keeps the heart's state so the toggle can be tried. */
function Host(args: ProductCardProps) {
  const [favourite, setFavourite] = useState(args.isFavorite ?? args.product.isFavorite ?? false);
  return (
    <div className="w-[320px] font-sans">
      <ProductCard
        {...args}
        isFavorite={favourite}
        onToggleFavorite={(id, next) => {
          args.onToggleFavorite?.(id, next);
          setFavourite(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "ProductUI/ProductCard",
  component: ProductCard,
  tags: ["autodocs"],
  args: { product: cardWhere((card) => card.productTag?.tagName === "新品" && fullPrice(card)), onToggleFavorite: fn(), priority: true },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 新品 tag, several colours, full price. */
export const Default: Story = {};

/** Marked down: sale price in accent, original price struck through. */
export const OnSale: Story = { args: { product: cardWhere((card) => !fullPrice(card)) } };

/** Saved by the shopper: filled heart. */
export const Favourited: Story = { args: { isFavorite: true } };

/** 会员专享 tag. */
export const MemberOnly: Story = { args: { product: cardWhere((card) => card.productTag?.tagName === "会员专享") } };

/** A single colour and one image: no dots, no arrows. */
export const SingleImage: Story = {
  args: { product: { ...cards[2]!, images: cards[2]!.images.slice(0, 1), colours: cards[2]!.colours.slice(0, 1) } },
};

/** No image at all: the brand placeholder keeps the box. */
export const NoImage: Story = { args: { product: { ...cards[3]!, images: [] } } };

/** The skeleton shown while a listing loads (same box sizes). */
export const Loading: Story = {
  render: () => (
    <div className="w-[320px]">
      <ProductCardSkeleton />
    </div>
  ),
};

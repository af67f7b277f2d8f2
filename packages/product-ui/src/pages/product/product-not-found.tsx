import { Anchor, Container } from "@xunlan/ui";

/** A product URL that matches no style or colour (HTTP 404). */
export function ProductNotFound() {
  return (
    <Container className="flex flex-col items-start gap-5 py-16 lg:py-24">
      <h1 className="font-display text-3xl font-black tracking-tight lg:text-5xl">商品不存在或已下架</h1>
      <p className="max-w-md text-sm text-grey-600">这件商品暂时无法购买。看看同系列的新品，或回到首页继续选购。</p>
      <Anchor href="/" className="inline-flex h-12 items-center bg-ink px-7 text-sm font-bold text-paper hover:bg-grey-700">
        返回首页
      </Anchor>
    </Container>
  );
}

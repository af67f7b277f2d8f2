import type { ApiClient } from "@xunlan/api-client";
import { Container, PageHeading } from "@xunlan/ui";
import { StoreLocator } from "../store-locator/store-locator";

/** Props of {@link StorePage}. */
export interface StorePageProps {
  client: ApiClient;
  /** ?city= ("" or absent: every store). */
  city?: string;
  /** Reads the shopper's position (see {@link StoreLocator}); default: the browser's, asked only on 使用我的位置. */
  locate?: () => Promise<{ longitude: number; latitude: number }>;
}

/**
 * /store (spec §2 nearby stores; linked from the mega-menu, the mobile menu, the footer and the
 * store QR caption): 附近门店 over the store locator, server-rendered with every store; the
 * shopper's position is asked for only when they tap 使用我的位置.
 */
export function StorePage({ client, city = "", locate }: StorePageProps) {
  return (
    <div className="pb-16">
      <PageHeading eyebrow="门店查询" title="附近门店" />
      <Container className="mt-8">
        <StoreLocator client={client} initialCity={city} locate={locate} />
      </Container>
    </div>
  );
}

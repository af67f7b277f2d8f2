// What only a product page's size area shows (spec §5 到货提醒, §7 getStoreStockData): the
// layout loads this module when a product page first renders them, off every other page's
// first load (app-layout.tsx).

export { StoreStockPanel } from "@xunlan/stores";
export { StoreArrivalReminder } from "./store-arrival-reminder";

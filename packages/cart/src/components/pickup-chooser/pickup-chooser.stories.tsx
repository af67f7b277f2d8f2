import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { DeliveryChoice, type DeliveryMode, type PickupChoice, type PickupStoreOption } from "./pickup-chooser";

const DAYS = ["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25", "2026-12-26", "2026-12-27"].map((d, i) => ({
  dateText: `12月${Number(d.slice(8))}日`,
  monthText: "12月",
  form_pickupDate: d,
  date: Number(d.slice(8)),
  day: ["周一", "周二", "周三", "周四", "周五", "周六", "周日"][i]!,
  // spec §4: two disabled padding days each side of three selectable ones
  disabled: i < 2 || i > 4,
}));

const store = (code: string, name: string, address: string, distance: number, inStock: boolean, left: number): PickupStoreOption => ({
  store: {
    id: code,
    omsStoreCode: code,
    storeName: name,
    city: "上海",
    address,
    telephone: "021-6288 1266",
    storeType: "store",
    productRange: "鞋类 服装 配件",
    operationStartTime: "10:00",
    operationEndTime: "21:30",
    enablePickup: true,
    image: null,
    images: [],
    distance,
    lng: null,
    lat: null,
  },
  inStock,
  stock: [{ ean: "6970000000017", saleableQty: left }],
  pickupDays: DAYS,
  pickupTimeSpans: ["10:00-12:00", "12:00-14:00", "14:00-16:00", "16:00-18:00", "18:00-20:00", "20:00-21:30"],
});

const STORES = [
  store("XLSH01", "迅岚上海南京西路旗舰店", "上海市静安区南京西路 1266 号恒隆广场 L1-12", 0.8, true, 6),
  store("XLSH02", "迅岚上海新天地店", "上海市黄浦区马当路 245 号新天地广场 B1-08", 2.4, false, 1),
];

/** The chooser on in-memory state (what usePickupChoice holds in the app). */
function LiveChoice({ initialMode }: { initialMode: DeliveryMode }) {
  const [mode, setMode] = useState<DeliveryMode>(initialMode);
  const [storeCode, setStoreCode] = useState<string | null>("XLSH01");
  const [pickupDate, setPickupDate] = useState<string | null>("2026-12-23");
  const [pickupTimeSpan, setPickupTimeSpan] = useState<string | null>(null);
  const [consignee, setConsignee] = useState("林晓岚");
  const [consigneeCellphone, setConsigneeCellphone] = useState("13912345678");
  const choice: PickupChoice = {
    mode,
    setMode,
    stores: STORES,
    storesError: false,
    storeCode,
    setStoreCode,
    pickupDate,
    setPickupDate,
    pickupTimeSpan,
    setPickupTimeSpan,
    consignee,
    setConsignee,
    consigneeCellphone,
    setConsigneeCellphone,
    position: { longitude: 121.45, latitude: 31.23 },
    locating: false,
    locateFailed: false,
    locate: () => {},
    problem: pickupTimeSpan ? null : "请选择自提时间段",
    input: null,
  };
  return <DeliveryChoice choice={choice} addressSection={<p className="text-sm">收货地址（快递配送）</p>} invalid={!pickupTimeSpan} />;
}

const meta = {
  title: "Cart/DeliveryChoice",
  component: LiveChoice,
  tags: ["autodocs"],
  args: { initialMode: "pickup" },
} satisfies Meta<typeof LiveChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 门店自提 (issue 24 §1): stores nearest first with their stock (one without enough cannot be chosen), the §4 days, the store's spans, the 提货人. */
export const Pickup: Story = {};

/** 快递配送: the address section as before. */
export const Express: Story = { args: { initialMode: "express" } };

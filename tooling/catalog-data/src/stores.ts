/**
 * Fictional stores and the online warehouse. Codes are fixed (not seeded) so stock rows,
 * pickup orders and the store list agree across seeds.
 */
import type { Store } from "./types";

/** omsStoreCode of the warehouse that serves online orders. */
export const ONLINE_WAREHOUSE_CODE = "XLWH01";

type StoreSeed = [
  code: string,
  name: string,
  city: string,
  address: string,
  tel: string,
  type: string,
  lng: number,
  lat: number,
  employees: number,
];

const STORE_SEEDS: StoreSeed[] = [
  [
    "XLSH01",
    "迅岚上海南京西路旗舰店",
    "上海",
    "上海市静安区南京西路 1266 号恒隆广场 L1-12",
    "021-6288 1266",
    "flagship",
    121.4527,
    31.2294,
    38,
  ],
  ["XLSH02", "迅岚上海新天地店", "上海", "上海市黄浦区马当路 245 号新天地广场 B1-08", "021-6311 0245", "store", 121.4747, 31.2186, 16],
  [
    "XLBJ01",
    "迅岚北京三里屯旗舰店",
    "北京",
    "北京市朝阳区三里屯路 19 号太古里南区 S2-15",
    "010-6417 1919",
    "flagship",
    116.4551,
    39.9345,
    34,
  ],
  ["XLGZ01", "迅岚广州天河路店", "广州", "广州市天河区天河路 383 号太古汇 L2-26", "020-3868 0383", "store", 113.3289, 23.1353, 18],
  ["XLSZ01", "迅岚深圳万象天地店", "深圳", "深圳市南山区深南大道 9668 号万象天地 L1-106", "0755-8665 9668", "store", 113.9537, 22.5421, 17],
  ["XLCD01", "迅岚成都太古里店", "成都", "成都市锦江区中纱帽街 8 号远洋太古里 1F-1216", "028-8666 1208", "store", 104.0839, 30.6553, 15],
  ["XLHZ01", "迅岚杭州湖滨店", "杭州", "杭州市上城区东坡路 7 号湖滨银泰 in77 C 区 1F", "0571-8706 0077", "store", 120.1647, 30.2568, 14],
];

/** The 7 stores plus the online warehouse (last). */
export function buildStores(): Store[] {
  const stores: Store[] = STORE_SEEDS.map(([code, name, city, address, tel, type, lng, lat, employees], i) => ({
    id: i + 1,
    omsStoreCode: code,
    nexttaoStoreCode: `NT${code.slice(2)}`,
    erpStoreCode: `E${String(8100 + i * 7)}`,
    storeName: name,
    city,
    address,
    telephone: tel,
    storeType: type,
    productRange: type === "flagship" ? "鞋类 服装 配件 全品类" : "鞋类 服装 配件",
    operationStartTime: "10:00",
    operationEndTime: type === "flagship" ? "22:00" : "21:30",
    enablePickup: true,
    enable: true,
    image: `/images/content/store-${code.toLowerCase()}.jpg`,
    images: [`/images/content/store-${code.toLowerCase()}.jpg`, "/images/content/store-interior.jpg"],
    lng,
    lat,
    employees,
    npsLink: `https://nps.xunlan.example/s/${code.toLowerCase()}`,
    isInvoice: true,
    invoiceBeginTime: "2024-01-01",
    orderBarCode: `XL${code.slice(2)}${String(1000 + i)}`,
  }));
  stores.push({
    id: stores.length + 1,
    omsStoreCode: ONLINE_WAREHOUSE_CODE,
    nexttaoStoreCode: "NTWH01",
    erpStoreCode: "E9000",
    storeName: "迅岚官方商城电商仓",
    city: "苏州",
    address: "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
    telephone: "400-820-1986",
    storeType: "warehouse",
    productRange: "全品类",
    operationStartTime: "00:00",
    operationEndTime: "23:59",
    enablePickup: false,
    enable: true,
    image: "/images/content/store-interior.jpg",
    images: [],
    lng: 120.8456,
    lat: 31.0265,
    employees: 120,
    npsLink: "https://nps.xunlan.example/s/online",
    isInvoice: true,
    invoiceBeginTime: "2024-01-01",
    orderBarCode: "XLWH019000",
  });
  return stores;
}

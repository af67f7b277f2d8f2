/** A place to navigate to (GCJ-02 coordinates, as Chinese map apps use). */
export interface MapPlace {
  name: string;
  address: string;
  lng: number;
  lat: number;
}

/** One-tap navigation links to the map apps shoppers in China use (web URIs that open the app when installed). */
export interface MapLink {
  key: "amap" | "baidu" | "tencent";
  label: string;
  href: string;
}

/**
 * 高德, 百度 and 腾讯 map links to a place (their documented web URI APIs: each opens the app
 * when installed, otherwise its mobile web map with a marker and a route button).
 */
export function mapLinks(place: MapPlace): MapLink[] {
  const name = encodeURIComponent(place.name);
  const address = encodeURIComponent(place.address);
  return [
    {
      key: "amap",
      label: "高德地图",
      href: `https://uri.amap.com/marker?position=${place.lng},${place.lat}&name=${name}&src=xunlan&coordinate=gaode&callnative=1`,
    },
    {
      key: "baidu",
      label: "百度地图",
      href: `https://api.map.baidu.com/marker?location=${place.lat},${place.lng}&title=${name}&content=${address}&output=html&coord_type=gcj02&src=webapp.xunlan.store`,
    },
    {
      key: "tencent",
      label: "腾讯地图",
      href: `https://apis.map.qq.com/uri/v1/marker?marker=coord:${place.lat},${place.lng};title:${name};addr:${address}&referer=xunlan`,
    },
  ];
}

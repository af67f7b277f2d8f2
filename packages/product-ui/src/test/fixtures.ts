/**
 * Demo data for tests and stories, taken from the gateway's catalogue generator (seed 1) and
 * trimmed. Images are gateway paths (`/images/products/{slug}/{n}.jpg`); Storybook shows them when
 * it proxies `/images` to the gateway, tests never load them.
 */
import type { Category, Filter, PeerStyle, ProductColorCard, ProductColorDetail, ProductColorOption, ProductStyleSummary, SizeChartData } from "../lib/types";

/** Ten listing cards: tags 新品/会员专享/限量/热卖, marked-down and full-price colours. */
export const cards: ProductColorCard[] = [
  {
    "id": 12,
    "productId": "XL26RS0004-011",
    "productSlug": "velox-run-3-black-white-red",
    "styleSlug": "velox-run-3",
    "styleSku": "XL26RS0004",
    "productName": "Velox Run 3",
    "styleDisplayNameCn": "迅岚 疾速 3 代 男子跑步鞋",
    "colorName": "Black/White/Red",
    "productColorLang": {
      "colorName": "Black/White/Red",
      "colorNameCn": "黑/白/红"
    },
    "price": 699,
    "slashPrice": null,
    "productTag": {
      "tagName": "新品"
    },
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL26RS0004-001",
        "productSlug": "velox-run-3-white-silver",
        "colorSelectorImage": "/images/products/velox-run-3-white-silver/0.jpg",
        "colorNameCn": "白/银",
        "colorHex": [
          "#f4f4f1",
          "#c9cbcd"
        ]
      },
      {
        "productId": "XL26RS0004-011",
        "productSlug": "velox-run-3-black-white-red",
        "colorSelectorImage": "/images/products/velox-run-3-black-white-red/0.jpg",
        "colorNameCn": "黑/白/红",
        "colorHex": [
          "#1d1e20",
          "#f4f4f1",
          "#c8232c"
        ]
      }
    ],
    "images": [
      "/images/products/velox-run-3-black-white-red/1.jpg",
      "/images/products/velox-run-3-black-white-red/2.jpg",
      "/images/products/velox-run-3-black-white-red/3.jpg",
      "/images/products/velox-run-3-black-white-red/4.jpg"
    ]
  },
  {
    "id": 33,
    "productId": "XL25RS0011-001",
    "productSlug": "cirrus-2-teal-coral",
    "styleSlug": "cirrus-2",
    "styleSku": "XL25RS0011",
    "productName": "Cirrus 2",
    "styleDisplayNameCn": "迅岚 卷云 2 代 男子跑步鞋",
    "colorName": "Teal/Coral",
    "productColorLang": {
      "colorName": "Teal/Coral",
      "colorNameCn": "湖青/珊瑚橙"
    },
    "price": 999,
    "slashPrice": null,
    "productTag": {
      "tagName": "会员专享"
    },
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL25RS0011-001",
        "productSlug": "cirrus-2-teal-coral",
        "colorSelectorImage": "/images/products/cirrus-2-teal-coral/0.jpg",
        "colorNameCn": "湖青/珊瑚橙",
        "colorHex": [
          "#1e7b80",
          "#f07f6a"
        ]
      },
      {
        "productId": "XL25RS0011-011",
        "productSlug": "cirrus-2-white-sage",
        "colorSelectorImage": "/images/products/cirrus-2-white-sage/0.jpg",
        "colorNameCn": "白/鼠尾草绿",
        "colorHex": [
          "#f4f4f1",
          "#a9b8a0"
        ]
      },
      {
        "productId": "XL25RS0011-021",
        "productSlug": "cirrus-2-black-volt",
        "colorSelectorImage": "/images/products/cirrus-2-black-volt/0.jpg",
        "colorNameCn": "黑/荧光黄",
        "colorHex": [
          "#1d1e20",
          "#d4f03a"
        ]
      },
      {
        "productId": "XL25RS0011-031",
        "productSlug": "cirrus-2-white-navy-red",
        "colorSelectorImage": "/images/products/cirrus-2-white-navy-red/0.jpg",
        "colorNameCn": "白/藏青/红",
        "colorHex": [
          "#f4f4f1",
          "#1f2a44",
          "#c8232c"
        ]
      },
      {
        "productId": "XL25RS0011-041",
        "productSlug": "cirrus-2-crimson-white",
        "colorSelectorImage": "/images/products/cirrus-2-crimson-white/0.jpg",
        "colorNameCn": "绯红/白",
        "colorHex": [
          "#b01e3c",
          "#f4f4f1"
        ]
      }
    ],
    "images": [
      "/images/products/cirrus-2-teal-coral/1.jpg",
      "/images/products/cirrus-2-teal-coral/2.jpg",
      "/images/products/cirrus-2-teal-coral/3.jpg",
      "/images/products/cirrus-2-teal-coral/4.jpg"
    ]
  },
  {
    "id": 68,
    "productId": "XL26RS0021-021",
    "productSlug": "tempo-elite-1-blue-white",
    "styleSlug": "tempo-elite-1",
    "styleSku": "XL26RS0021",
    "productName": "Tempo Elite 1",
    "styleDisplayNameCn": "迅岚 竞速 1 代 男子竞速跑鞋",
    "colorName": "Racing Blue/White",
    "productColorLang": {
      "colorName": "Racing Blue/White",
      "colorNameCn": "竞速蓝/白"
    },
    "price": 1499,
    "slashPrice": null,
    "productTag": {
      "tagName": "限量"
    },
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL26RS0021-001",
        "productSlug": "tempo-elite-1-black-white-red",
        "colorSelectorImage": "/images/products/tempo-elite-1-black-white-red/0.jpg",
        "colorNameCn": "黑/白/红",
        "colorHex": [
          "#1d1e20",
          "#f4f4f1",
          "#c8232c"
        ]
      },
      {
        "productId": "XL26RS0021-011",
        "productSlug": "tempo-elite-1-black-volt",
        "colorSelectorImage": "/images/products/tempo-elite-1-black-volt/0.jpg",
        "colorNameCn": "黑/荧光黄",
        "colorHex": [
          "#1d1e20",
          "#d4f03a"
        ]
      },
      {
        "productId": "XL26RS0021-021",
        "productSlug": "tempo-elite-1-blue-white",
        "colorSelectorImage": "/images/products/tempo-elite-1-blue-white/0.jpg",
        "colorNameCn": "竞速蓝/白",
        "colorHex": [
          "#2452c8",
          "#f4f4f1"
        ]
      },
      {
        "productId": "XL26RS0021-031",
        "productSlug": "tempo-elite-1-black-white",
        "colorSelectorImage": "/images/products/tempo-elite-1-black-white/0.jpg",
        "colorNameCn": "黑/白",
        "colorHex": [
          "#1d1e20",
          "#f4f4f1"
        ]
      }
    ],
    "images": [
      "/images/products/tempo-elite-1-blue-white/1.jpg",
      "/images/products/tempo-elite-1-blue-white/2.jpg",
      "/images/products/tempo-elite-1-blue-white/3.jpg",
      "/images/products/tempo-elite-1-blue-white/4.jpg"
    ]
  },
  {
    "id": 57,
    "productId": "XL26RS0018-001",
    "productSlug": "aero-glide-2-navy-white",
    "styleSlug": "aero-glide-2",
    "styleSku": "XL26RS0018",
    "productName": "Aero Glide 2",
    "styleDisplayNameCn": "迅岚 凌风 2 代 男子跑步鞋",
    "colorName": "Navy/White",
    "productColorLang": {
      "colorName": "Navy/White",
      "colorNameCn": "藏青/白"
    },
    "price": 899,
    "slashPrice": null,
    "productTag": {
      "tagName": "热卖"
    },
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL26RS0018-001",
        "productSlug": "aero-glide-2-navy-white",
        "colorSelectorImage": "/images/products/aero-glide-2-navy-white/0.jpg",
        "colorNameCn": "藏青/白",
        "colorHex": [
          "#1f2a44",
          "#f4f4f1"
        ]
      },
      {
        "productId": "XL26RS0018-011",
        "productSlug": "aero-glide-2-purple-gold",
        "colorSelectorImage": "/images/products/aero-glide-2-purple-gold/0.jpg",
        "colorNameCn": "紫/金",
        "colorHex": [
          "#5b3a8c",
          "#c9a347"
        ]
      },
      {
        "productId": "XL26RS0018-021",
        "productSlug": "aero-glide-2-khaki-black",
        "colorSelectorImage": "/images/products/aero-glide-2-khaki-black/0.jpg",
        "colorNameCn": "卡其/黑",
        "colorHex": [
          "#b39e74",
          "#1d1e20"
        ]
      }
    ],
    "images": [
      "/images/products/aero-glide-2-navy-white/1.jpg",
      "/images/products/aero-glide-2-navy-white/2.jpg",
      "/images/products/aero-glide-2-navy-white/3.jpg",
      "/images/products/aero-glide-2-navy-white/4.jpg"
    ]
  },
  {
    "id": 21,
    "productId": "XL26RS0007-001",
    "productSlug": "velox-run-4-white-gum",
    "styleSlug": "velox-run-4",
    "styleSku": "XL26RS0007",
    "productName": "Velox Run 4",
    "styleDisplayNameCn": "迅岚 疾速 4 代 男子跑步鞋",
    "colorName": "White/Gum",
    "productColorLang": {
      "colorName": "White/Gum",
      "colorNameCn": "白/生胶"
    },
    "price": 559,
    "slashPrice": 799,
    "productTag": null,
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL26RS0007-001",
        "productSlug": "velox-run-4-white-gum",
        "colorSelectorImage": "/images/products/velox-run-4-white-gum/0.jpg",
        "colorNameCn": "白/生胶",
        "colorHex": [
          "#f4f4f1",
          "#b9804a"
        ]
      },
      {
        "productId": "XL26RS0007-011",
        "productSlug": "velox-run-4-white-navy-red",
        "colorSelectorImage": "/images/products/velox-run-4-white-navy-red/0.jpg",
        "colorNameCn": "白/藏青/红",
        "colorHex": [
          "#f4f4f1",
          "#1f2a44",
          "#c8232c"
        ]
      },
      {
        "productId": "XL26RS0007-021",
        "productSlug": "velox-run-4-crimson-white",
        "colorSelectorImage": "/images/products/velox-run-4-crimson-white/0.jpg",
        "colorNameCn": "绯红/白",
        "colorHex": [
          "#b01e3c",
          "#f4f4f1"
        ]
      }
    ],
    "images": [
      "/images/products/velox-run-4-white-gum/1.jpg",
      "/images/products/velox-run-4-white-gum/2.jpg",
      "/images/products/velox-run-4-white-gum/3.jpg",
      "/images/products/velox-run-4-white-gum/4.jpg"
    ]
  },
  {
    "id": 124,
    "productId": "XL25OS0035-011",
    "productSlug": "ridge-trail-gtx-black-volt",
    "styleSlug": "ridge-trail-gtx",
    "styleSku": "XL25OS0035",
    "productName": "Ridge Trail GTX",
    "styleDisplayNameCn": "迅岚 山脊 防水 男子越野跑鞋",
    "colorName": "Black/Volt",
    "productColorLang": {
      "colorName": "Black/Volt",
      "colorNameCn": "黑/荧光黄"
    },
    "price": 909,
    "slashPrice": 1299,
    "productTag": null,
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL25OS0035-001",
        "productSlug": "ridge-trail-gtx-teal-coral",
        "colorSelectorImage": "/images/products/ridge-trail-gtx-teal-coral/0.jpg",
        "colorNameCn": "湖青/珊瑚橙",
        "colorHex": [
          "#1e7b80",
          "#f07f6a"
        ]
      },
      {
        "productId": "XL25OS0035-011",
        "productSlug": "ridge-trail-gtx-black-volt",
        "colorSelectorImage": "/images/products/ridge-trail-gtx-black-volt/0.jpg",
        "colorNameCn": "黑/荧光黄",
        "colorHex": [
          "#1d1e20",
          "#d4f03a"
        ]
      },
      {
        "productId": "XL25OS0035-021",
        "productSlug": "ridge-trail-gtx-sage-cream",
        "colorSelectorImage": "/images/products/ridge-trail-gtx-sage-cream/0.jpg",
        "colorNameCn": "鼠尾草绿/奶白",
        "colorHex": [
          "#a9b8a0",
          "#efe7d6"
        ]
      },
      {
        "productId": "XL25OS0035-031",
        "productSlug": "ridge-trail-gtx-white-pink",
        "colorSelectorImage": "/images/products/ridge-trail-gtx-white-pink/0.jpg",
        "colorNameCn": "白/粉",
        "colorHex": [
          "#f4f4f1",
          "#f2b5c4"
        ]
      }
    ],
    "images": [
      "/images/products/ridge-trail-gtx-black-volt/1.jpg",
      "/images/products/ridge-trail-gtx-black-volt/2.jpg",
      "/images/products/ridge-trail-gtx-black-volt/3.jpg",
      "/images/products/ridge-trail-gtx-black-volt/4.jpg"
    ]
  },
  {
    "id": 85,
    "productId": "XL25RS0025-001",
    "productSlug": "stride-lite-4-teal-coral",
    "styleSlug": "stride-lite-4",
    "styleSku": "XL25RS0025",
    "productName": "Stride Lite 4",
    "styleDisplayNameCn": "迅岚 轻跃 4 代 男子跑步鞋",
    "colorName": "Teal/Coral",
    "productColorLang": {
      "colorName": "Teal/Coral",
      "colorNameCn": "湖青/珊瑚橙"
    },
    "price": 399,
    "slashPrice": null,
    "productTag": {
      "tagName": "热卖"
    },
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL25RS0025-001",
        "productSlug": "stride-lite-4-teal-coral",
        "colorSelectorImage": "/images/products/stride-lite-4-teal-coral/0.jpg",
        "colorNameCn": "湖青/珊瑚橙",
        "colorHex": [
          "#1e7b80",
          "#f07f6a"
        ]
      },
      {
        "productId": "XL25RS0025-011",
        "productSlug": "stride-lite-4-white-gum",
        "colorSelectorImage": "/images/products/stride-lite-4-white-gum/0.jpg",
        "colorNameCn": "白/生胶",
        "colorHex": [
          "#f4f4f1",
          "#b9804a"
        ]
      },
      {
        "productId": "XL25RS0025-021",
        "productSlug": "stride-lite-4-black-white-red",
        "colorSelectorImage": "/images/products/stride-lite-4-black-white-red/0.jpg",
        "colorNameCn": "黑/白/红",
        "colorHex": [
          "#1d1e20",
          "#f4f4f1",
          "#c8232c"
        ]
      },
      {
        "productId": "XL25RS0025-031",
        "productSlug": "stride-lite-4-rose-cream",
        "colorSelectorImage": "/images/products/stride-lite-4-rose-cream/0.jpg",
        "colorNameCn": "玫瑰粉/奶白",
        "colorHex": [
          "#d9788f",
          "#efe7d6"
        ]
      },
      {
        "productId": "XL25RS0025-041",
        "productSlug": "stride-lite-4-white-silver",
        "colorSelectorImage": "/images/products/stride-lite-4-white-silver/0.jpg",
        "colorNameCn": "白/银",
        "colorHex": [
          "#f4f4f1",
          "#c9cbcd"
        ]
      }
    ],
    "images": [
      "/images/products/stride-lite-4-teal-coral/1.jpg",
      "/images/products/stride-lite-4-teal-coral/2.jpg",
      "/images/products/stride-lite-4-teal-coral/3.jpg",
      "/images/products/stride-lite-4-teal-coral/4.jpg"
    ]
  },
  {
    "id": 132,
    "productId": "XL26OS0037-011",
    "productSlug": "summit-hike-sky-white",
    "styleSlug": "summit-hike",
    "styleSku": "XL26OS0037",
    "productName": "Summit Hike Mid",
    "styleDisplayNameCn": "迅岚 峰岚 男子徒步鞋",
    "colorName": "Sky Blue/White",
    "productColorLang": {
      "colorName": "Sky Blue/White",
      "colorNameCn": "天蓝/白"
    },
    "price": 1199,
    "slashPrice": null,
    "productTag": {
      "tagName": "会员专享"
    },
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL26OS0037-001",
        "productSlug": "summit-hike-black-white-red",
        "colorSelectorImage": "/images/products/summit-hike-black-white-red/0.jpg",
        "colorNameCn": "黑/白/红",
        "colorHex": [
          "#1d1e20",
          "#f4f4f1",
          "#c8232c"
        ]
      },
      {
        "productId": "XL26OS0037-011",
        "productSlug": "summit-hike-sky-white",
        "colorSelectorImage": "/images/products/summit-hike-sky-white/0.jpg",
        "colorNameCn": "天蓝/白",
        "colorHex": [
          "#8fc0e8",
          "#f4f4f1"
        ]
      }
    ],
    "images": [
      "/images/products/summit-hike-sky-white/1.jpg",
      "/images/products/summit-hike-sky-white/2.jpg",
      "/images/products/summit-hike-sky-white/3.jpg",
      "/images/products/summit-hike-sky-white/4.jpg"
    ]
  },
  {
    "id": 82,
    "productId": "XL26RS0024-021",
    "productSlug": "tempo-elite-2-womens-pink-white",
    "styleSlug": "tempo-elite-2-womens",
    "styleSku": "XL26RS0024",
    "productName": "Tempo Elite 2",
    "styleDisplayNameCn": "迅岚 竞速 2 代 女子竞速跑鞋",
    "colorName": "Pink/White",
    "productColorLang": {
      "colorName": "Pink/White",
      "colorNameCn": "粉/白"
    },
    "price": 1119,
    "slashPrice": 1599,
    "productTag": null,
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL26RS0024-001",
        "productSlug": "tempo-elite-2-womens-khaki-black",
        "colorSelectorImage": "/images/products/tempo-elite-2-womens-khaki-black/0.jpg",
        "colorNameCn": "卡其/黑",
        "colorHex": [
          "#b39e74",
          "#1d1e20"
        ]
      },
      {
        "productId": "XL26RS0024-011",
        "productSlug": "tempo-elite-2-womens-crimson-white",
        "colorSelectorImage": "/images/products/tempo-elite-2-womens-crimson-white/0.jpg",
        "colorNameCn": "绯红/白",
        "colorHex": [
          "#b01e3c",
          "#f4f4f1"
        ]
      },
      {
        "productId": "XL26RS0024-021",
        "productSlug": "tempo-elite-2-womens-pink-white",
        "colorSelectorImage": "/images/products/tempo-elite-2-womens-pink-white/0.jpg",
        "colorNameCn": "粉/白",
        "colorHex": [
          "#f2b5c4",
          "#f4f4f1"
        ]
      },
      {
        "productId": "XL26RS0024-031",
        "productSlug": "tempo-elite-2-womens-black",
        "colorSelectorImage": "/images/products/tempo-elite-2-womens-black/0.jpg",
        "colorNameCn": "黑",
        "colorHex": [
          "#1d1e20"
        ]
      },
      {
        "productId": "XL26RS0024-041",
        "productSlug": "tempo-elite-2-womens-black-white-red",
        "colorSelectorImage": "/images/products/tempo-elite-2-womens-black-white-red/0.jpg",
        "colorNameCn": "黑/白/红",
        "colorHex": [
          "#1d1e20",
          "#f4f4f1",
          "#c8232c"
        ]
      }
    ],
    "images": [
      "/images/products/tempo-elite-2-womens-pink-white/1.jpg",
      "/images/products/tempo-elite-2-womens-pink-white/2.jpg",
      "/images/products/tempo-elite-2-womens-pink-white/3.jpg",
      "/images/products/tempo-elite-2-womens-pink-white/4.jpg"
    ]
  },
  {
    "id": 119,
    "productId": "XL26OS0034-011",
    "productSlug": "ridge-trail-3-womens-charcoal-volt",
    "styleSlug": "ridge-trail-3-womens",
    "styleSku": "XL26OS0034",
    "productName": "Ridge Trail 3",
    "styleDisplayNameCn": "迅岚 山脊 3 代 女子越野跑鞋",
    "colorName": "Charcoal/Volt",
    "productColorLang": {
      "colorName": "Charcoal/Volt",
      "colorNameCn": "炭灰/荧光黄"
    },
    "price": 999,
    "slashPrice": null,
    "productTag": {
      "tagName": "新品"
    },
    "isFavorite": false,
    "colours": [
      {
        "productId": "XL26OS0034-001",
        "productSlug": "ridge-trail-3-womens-brown-gum",
        "colorSelectorImage": "/images/products/ridge-trail-3-womens-brown-gum/0.jpg",
        "colorNameCn": "棕/生胶",
        "colorHex": [
          "#6b4a33",
          "#b9804a"
        ]
      },
      {
        "productId": "XL26OS0034-011",
        "productSlug": "ridge-trail-3-womens-charcoal-volt",
        "colorSelectorImage": "/images/products/ridge-trail-3-womens-charcoal-volt/0.jpg",
        "colorNameCn": "炭灰/荧光黄",
        "colorHex": [
          "#3b3e43",
          "#d4f03a"
        ]
      },
      {
        "productId": "XL26OS0034-021",
        "productSlug": "ridge-trail-3-womens-white-silver",
        "colorSelectorImage": "/images/products/ridge-trail-3-womens-white-silver/0.jpg",
        "colorNameCn": "白/银",
        "colorHex": [
          "#f4f4f1",
          "#c9cbcd"
        ]
      },
      {
        "productId": "XL26OS0034-031",
        "productSlug": "ridge-trail-3-womens-white-navy-red",
        "colorSelectorImage": "/images/products/ridge-trail-3-womens-white-navy-red/0.jpg",
        "colorNameCn": "白/藏青/红",
        "colorHex": [
          "#f4f4f1",
          "#1f2a44",
          "#c8232c"
        ]
      },
      {
        "productId": "XL26OS0034-041",
        "productSlug": "ridge-trail-3-womens-blue-white",
        "colorSelectorImage": "/images/products/ridge-trail-3-womens-blue-white/0.jpg",
        "colorNameCn": "竞速蓝/白",
        "colorHex": [
          "#2452c8",
          "#f4f4f1"
        ]
      }
    ],
    "images": [
      "/images/products/ridge-trail-3-womens-charcoal-volt/1.jpg",
      "/images/products/ridge-trail-3-womens-charcoal-volt/2.jpg",
      "/images/products/ridge-trail-3-womens-charcoal-volt/3.jpg",
      "/images/products/ridge-trail-3-womens-charcoal-volt/4.jpg"
    ]
  }
];

/** A product page style (Cirrus 3). */
export const detailStyle: ProductStyleSummary & { peerStyleSku: PeerStyle[] } = {
  "name": "Cirrus 3",
  "styleSku": "XL26RS0013",
  "styleSlug": "cirrus-3",
  "styleDisplayNameCn": "迅岚 卷云 3 代 男子跑步鞋",
  "styleShortDescriptionCn": "加厚双密度 LANFOAM 中底配合前掌摇篮式设计。",
  "styleDescriptionCn": "加厚双密度 LANFOAM 中底配合前掌摇篮式设计，落地柔软、过渡顺滑，为长距离和恢复跑而生。工程网面在前掌区域加大透气孔，后跟内衬加厚泡棉，贴合跟腱减少摩擦。第 3 代在前代基础上减重约 8 克，鞋面透气性进一步提升。",
  "peerStyleSku": [
    {
      "styleSku": "XL26RS0013",
      "styleSlug": "cirrus-3",
      "label": "男款"
    },
    {
      "styleSku": "XL26RS0014",
      "styleSlug": "cirrus-3-womens",
      "label": "女款"
    }
  ]
};

/** Its selected colour with sizes (stock 0, 2, 3, 4 … merged in) and assets incl. a video. */
export const detailColor: ProductColorDetail = {
  "productId": "XL26RS0013-001",
  "productSlug": "cirrus-3-rose-cream",
  "styleSlug": "cirrus-3",
  "styleSku": "XL26RS0013",
  "productName": "Cirrus 3",
  "colorName": "Rose/Cream",
  "productColorLang": {
    "colorName": "Rose/Cream",
    "colorNameCn": "玫瑰粉/奶白"
  },
  "price": 1099,
  "slashPrice": null,
  "purchaseLimit": 2,
  "productSizes": [
    {
      "id": 417,
      "label": "39",
      "ean": "6900000004173",
      "usSize": "6.5",
      "cnSize": "245",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 0
    },
    {
      "id": 418,
      "label": "40",
      "ean": "6900000004180",
      "usSize": "7",
      "cnSize": "250",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 2
    },
    {
      "id": 419,
      "label": "40.5",
      "ean": "6900000004197",
      "usSize": "7.5",
      "cnSize": "255",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 3
    },
    {
      "id": 420,
      "label": "41",
      "ean": "6900000004203",
      "usSize": "8",
      "cnSize": "260",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 4
    },
    {
      "id": 421,
      "label": "42",
      "ean": "6900000004210",
      "usSize": "8.5",
      "cnSize": "265",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 12
    },
    {
      "id": 422,
      "label": "42.5",
      "ean": "6900000004227",
      "usSize": "9",
      "cnSize": "270",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 0
    },
    {
      "id": 423,
      "label": "43",
      "ean": "6900000004234",
      "usSize": "9.5",
      "cnSize": "275",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 8
    },
    {
      "id": 424,
      "label": "44",
      "ean": "6900000004241",
      "usSize": "10",
      "cnSize": "280",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 1
    },
    {
      "id": 425,
      "label": "44.5",
      "ean": "6900000004258",
      "usSize": "10.5",
      "cnSize": "285",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 20
    },
    {
      "id": 426,
      "label": "45",
      "ean": "6900000004265",
      "usSize": "11",
      "cnSize": "290",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 6
    },
    {
      "id": 427,
      "label": "46",
      "ean": "6900000004272",
      "usSize": "12",
      "cnSize": "300",
      "productId": "XL26RS0013-001",
      "productSlug": "cirrus-3-rose-cream",
      "saleableQty": 0
    }
  ],
  "productAssets": [
    {
      "localUrl": "/images/products/cirrus-3-rose-cream/1.jpg",
      "isVideo": false,
      "enable": true,
      "sort": 1,
      "isGlobal": false,
      "posterUrl": null
    },
    {
      "localUrl": "/videos/products/cirrus-3-rose-cream/spin.mp4",
      "isVideo": true,
      "enable": true,
      "sort": 2,
      "isGlobal": false,
      "posterUrl": "/images/products/cirrus-3-rose-cream/2.jpg"
    },
    {
      "localUrl": "/images/products/cirrus-3-rose-cream/2.jpg",
      "isVideo": false,
      "enable": true,
      "sort": 3,
      "isGlobal": false,
      "posterUrl": null
    },
    {
      "localUrl": "/images/products/cirrus-3-rose-cream/3.jpg",
      "isVideo": false,
      "enable": true,
      "sort": 4,
      "isGlobal": false,
      "posterUrl": null
    },
    {
      "localUrl": "/images/products/cirrus-3-rose-cream/4.jpg",
      "isVideo": false,
      "enable": true,
      "sort": 5,
      "isGlobal": false,
      "posterUrl": null
    },
    {
      "localUrl": "/images/products/cirrus-3-rose-cream/5.jpg",
      "isVideo": false,
      "enable": true,
      "sort": 6,
      "isGlobal": false,
      "posterUrl": null
    },
    {
      "localUrl": "/images/products/cirrus-3-rose-cream/6.jpg",
      "isVideo": false,
      "enable": true,
      "sort": 7,
      "isGlobal": false,
      "posterUrl": null
    }
  ]
};

/** Every colour of the style. */
export const detailColours: ProductColorOption[] = [
  {
    "productId": "XL26RS0013-001",
    "productSlug": "cirrus-3-rose-cream",
    "colorSelectorImage": "/images/products/cirrus-3-rose-cream/0.jpg",
    "colorNameCn": "玫瑰粉/奶白",
    "colorHex": [
      "#d9788f",
      "#efe7d6"
    ]
  },
  {
    "productId": "XL26RS0013-011",
    "productSlug": "cirrus-3-pink-white",
    "colorSelectorImage": "/images/products/cirrus-3-pink-white/0.jpg",
    "colorNameCn": "粉/白",
    "colorHex": [
      "#f2b5c4",
      "#f4f4f1"
    ]
  }
];

/** The men's shoe size chart. */
export const sizeChart: SizeChartData = {
  "title": "男子鞋类尺码表",
  "columns": [
    {
      "key": "us",
      "label": "美码 US"
    },
    {
      "key": "eu",
      "label": "欧码 EU"
    },
    {
      "key": "cn",
      "label": "中国码 (mm)"
    },
    {
      "key": "foot",
      "label": "脚长 (cm)"
    }
  ],
  "rows": [
    {
      "us": "6.5",
      "eu": "39",
      "cn": "245",
      "foot": "24.5"
    },
    {
      "us": "7",
      "eu": "40",
      "cn": "250",
      "foot": "25.0"
    },
    {
      "us": "7.5",
      "eu": "40.5",
      "cn": "255",
      "foot": "25.5"
    },
    {
      "us": "8",
      "eu": "41",
      "cn": "260",
      "foot": "26.0"
    },
    {
      "us": "8.5",
      "eu": "42",
      "cn": "265",
      "foot": "26.5"
    },
    {
      "us": "9",
      "eu": "42.5",
      "cn": "270",
      "foot": "27.0"
    },
    {
      "us": "9.5",
      "eu": "43",
      "cn": "275",
      "foot": "27.5"
    },
    {
      "us": "10",
      "eu": "44",
      "cn": "280",
      "foot": "28.0"
    },
    {
      "us": "10.5",
      "eu": "44.5",
      "cn": "285",
      "foot": "28.5"
    },
    {
      "us": "11",
      "eu": "45",
      "cn": "290",
      "foot": "29.0"
    },
    {
      "us": "12",
      "eu": "46",
      "cn": "300",
      "foot": "30.0"
    }
  ],
  "note": "请赤脚站立测量脚跟到最长脚趾的距离；脚背较高或脚型偏宽建议选大半码。"
};

/** Listing filters plus a us_size facet. */
export const filters: Filter[] = [
  ...[
  {
    "filter_code": "gender",
    "filter_label": "性别",
    "filter_value": [
      {
        "value": "men",
        "label": "男子",
        "count": 241
      },
      {
        "value": "women",
        "label": "女子",
        "count": 217
      },
      {
        "value": "kids",
        "label": "儿童",
        "count": 105
      }
    ]
  },
  {
    "filter_code": "product_type",
    "filter_label": "品类",
    "filter_value": [
      {
        "value": "Shoes",
        "label": "鞋类",
        "count": 263
      },
      {
        "value": "Apparel",
        "label": "服装",
        "count": 210
      },
      {
        "value": "Accessories",
        "label": "配件",
        "count": 54
      }
    ]
  },
  {
    "filter_code": "sub_type",
    "filter_label": "系列",
    "filter_value": [
      {
        "value": "running",
        "label": "跑步",
        "count": 104
      },
      {
        "value": "training",
        "label": "训练",
        "count": 31
      },
      {
        "value": "basketball",
        "label": "篮球",
        "count": 32
      },
      {
        "value": "outdoor",
        "label": "户外",
        "count": 37
      },
      {
        "value": "lifestyle",
        "label": "运动生活",
        "count": 59
      },
      {
        "value": "tshirts",
        "label": "T 恤",
        "count": 60
      },
      {
        "value": "hoodies",
        "label": "卫衣",
        "count": 26
      },
      {
        "value": "jackets",
        "label": "夹克",
        "count": 42
      },
      {
        "value": "shorts",
        "label": "短裤",
        "count": 42
      },
      {
        "value": "pants",
        "label": "长裤",
        "count": 40
      }
    ]
  },
  {
    "filter_code": "color",
    "filter_label": "颜色",
    "filter_value": [
      {
        "value": "black",
        "label": "黑色",
        "count": 145
      },
      {
        "value": "white",
        "label": "白色",
        "count": 215
      },
      {
        "value": "grey",
        "label": "灰色",
        "count": 33
      },
      {
        "value": "blue",
        "label": "蓝色",
        "count": 88
      },
      {
        "value": "red",
        "label": "红色",
        "count": 65
      },
      {
        "value": "green",
        "label": "绿色",
        "count": 88
      },
      {
        "value": "yellow",
        "label": "黄色",
        "count": 22
      },
      {
        "value": "orange",
        "label": "橙色",
        "count": 42
      },
      {
        "value": "pink",
        "label": "粉色",
        "count": 44
      },
      {
        "value": "purple",
        "label": "紫色",
        "count": 35
      }
    ]
  },
  {
    "filter_code": "price_band",
    "filter_label": "价格",
    "filter_value": [
      {
        "value": "0-299",
        "label": "¥300 以下",
        "count": 169
      },
      {
        "value": "300-599",
        "label": "¥300 - ¥599",
        "count": 194
      },
      {
        "value": "600-999",
        "label": "¥600 - ¥999",
        "count": 121
      },
      {
        "value": "1000-1499",
        "label": "¥1000 - ¥1499",
        "count": 35
      },
      {
        "value": "1500+",
        "label": "¥1500 及以上",
        "count": 8
      }
    ]
  },
  {
    "filter_code": "feature",
    "filter_label": "功能",
    "filter_value": [
      {
        "value": "cushioning",
        "label": "缓震",
        "count": 120
      },
      {
        "value": "max-cushion",
        "label": "强缓震",
        "count": 14
      },
      {
        "value": "breathable",
        "label": "透气",
        "count": 115
      },
      {
        "value": "lightweight",
        "label": "轻量",
        "count": 128
      },
      {
        "value": "carbon-plate",
        "label": "碳板",
        "count": 18
      },
      {
        "value": "grip",
        "label": "抓地",
        "count": 40
      },
      {
        "value": "waterproof",
        "label": "防水",
        "count": 31
      },
      {
        "value": "stability",
        "label": "稳定支撑",
        "count": 55
      },
      {
        "value": "leather",
        "label": "皮革",
        "count": 28
      },
      {
        "value": "suede",
        "label": "麂皮",
        "count": 6
      }
    ]
  }
],
  {
    filter_code: "us_size",
    filter_label: "尺码",
    // As the gateway sends them for a men's listing (size conversion table, issue 13): 中国码 first.
    filter_value: (
      [["6.5", "39", "245"], ["7", "40", "250"], ["7.5", "40.5", "255"], ["8", "41", "260"], ["8.5", "42", "265"], ["9", "42.5", "270"],
        ["9.5", "43", "275"], ["10", "44", "280"], ["10.5", "44.5", "285"], ["11", "45", "290"], ["12", "46", "300"]] as const
    ).map(([value, eu, cn]) => {
      const sizeDisplay = { primary: cn, unit: "中国码", equivalents: [`US ${value}`, `EU ${eu}`], text: `中国码 ${cn} · US ${value} · EU ${eu}` };
      return { value, label: sizeDisplay.text, sizeDisplay };
    }),
  },
];

const FIRST = { men: "男子", women: "女子", kids: "儿童" } as const;
const SECOND = { shoes: "鞋类", apparel: "服装", accessories: "配件" } as const;
const THIRD: Record<keyof typeof SECOND, Record<string, string>> = {
  shoes: { running: "跑步", training: "训练", basketball: "篮球", outdoor: "户外", lifestyle: "运动生活" },
  apparel: { tshirts: "T 恤", hoodies: "卫衣", jackets: "夹克", shorts: "短裤", pants: "长裤" },
  accessories: { socks: "袜子", caps: "帽子", bags: "包袋" },
};

/** The three-level category tree the gateway seeds (gender → type → sub-type). */
export const categoryTree: Category[] = Object.entries(FIRST).map(([first, firstTitle], i) => ({
  id: 100 * (i + 1),
  title: firstTitle,
  category_route: first,
  level: 1,
  childs: Object.entries(SECOND).map(([second, secondTitle], j) => ({
    id: 100 * (i + 1) + 10 * (j + 1),
    parentId: 100 * (i + 1),
    title: secondTitle,
    category_route: second,
    level: 2,
    childs: Object.entries(THIRD[second as keyof typeof SECOND]).map(([third, thirdTitle], k) => ({
      id: 100 * (i + 1) + 10 * (j + 1) + k + 1,
      parentId: 100 * (i + 1) + 10 * (j + 1),
      title: thirdTitle,
      category_route: third,
      level: 3,
      childs: [],
    })),
  })),
}));

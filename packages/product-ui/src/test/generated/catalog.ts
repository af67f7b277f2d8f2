// Generated from the gateway's seeded demo catalogue by apps/gateway/test/support/product-ui-fixtures.ts:
// do not edit. Regenerate with
//   pnpm --filter @xunlan/gateway fixtures:product-ui
// apps/gateway/test/product-ui-fixtures.test.ts fails while this file differs from what the gateway answers.
import type { ProductCategoriesQuery, ProductStyleQuery, SearchProductColorsQuery, SizeChartQuery, SkuStockQuery } from "@xunlan/api-client";

/** The first page of /explore/men/shoes/running: its cards and the facets of the whole listing. SearchProductColors {"pageNumber":1,"pageSize":9,"keyword":null,"categoryPath":"men/shoes/running","productCategoryId":null,"includeHidden":false,"sortBy":null,"sortDirection":null,"filters":null} */
export const listingPage: SearchProductColorsQuery = {
  "searchProductColors": {
    "productColorIds": ["41","1","98","30","21","66","57","47","33"],
    "productColors": [
      {
        "id": "41",
        "productId": "XL26RS0013-001",
        "productSlug": "cirrus-3-rose-cream",
        "styleSlug": "cirrus-3",
        "styleSku": "XL26RS0013",
        "productName": "Cirrus 3",
        "colorName": "Rose/Cream",
        "colorHex": ["#d9788f","#efe7d6"],
        "gender": "men",
        "price": 1099,
        "slashPrice": null,
        "cardImage": "/images/products/cirrus-3-rose-cream/1.jpg",
        "colorSelectorImage": "/images/products/cirrus-3-rose-cream/0.jpg",
        "productTag": null,
        "productColorLang": {
          "colorName": "Rose/Cream",
          "colorNameCn": "玫瑰粉/奶白",
          "filterAttributes": {
            "color": ["pink","beige"],
            "gender": ["men"],
            "feature": ["cushioning","max-cushion"],
            "sub_type": ["running"],
            "price_band": ["1000-1499"],
            "product_type": ["Shoes"]
          }
        },
        "productAssets": [
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 6,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 7,
            "isGlobal": false
          }
        ],
        "productStyle": {
          "styleDisplayNameCn": "迅岚 卷云 3 代 男子跑步鞋",
          "styleDisplayNameCn2": "极致缓震 长距离之选",
          "styleProductType": "Shoes",
          "productColors": [
            {
              "productId": "XL26RS0013-001",
              "productSlug": "cirrus-3-rose-cream",
              "styleSlug": "cirrus-3",
              "colorSelectorImage": "/images/products/cirrus-3-rose-cream/0.jpg",
              "colorHex": ["#d9788f","#efe7d6"],
              "productColorLang": {"colorNameCn":"玫瑰粉/奶白"}
            },
            {
              "productId": "XL26RS0013-011",
              "productSlug": "cirrus-3-pink-white",
              "styleSlug": "cirrus-3",
              "colorSelectorImage": "/images/products/cirrus-3-pink-white/0.jpg",
              "colorHex": ["#f2b5c4","#f4f4f1"],
              "productColorLang": {"colorNameCn":"粉/白"}
            }
          ]
        }
      },
      {
        "id": "1",
        "productId": "XL25RS0001-001",
        "productSlug": "velox-run-2-black",
        "styleSlug": "velox-run-2",
        "styleSku": "XL25RS0001",
        "productName": "Velox Run 2",
        "colorName": "Black",
        "colorHex": ["#1d1e20"],
        "gender": "men",
        "price": 599,
        "slashPrice": null,
        "cardImage": "/images/products/velox-run-2-black/1.jpg",
        "colorSelectorImage": "/images/products/velox-run-2-black/0.jpg",
        "productTag": null,
        "productColorLang": {
          "colorName": "Black",
          "colorNameCn": "黑",
          "filterAttributes": {
            "color": ["black"],
            "gender": ["men"],
            "feature": ["cushioning","breathable"],
            "sub_type": ["running"],
            "price_band": ["300-599"],
            "product_type": ["Shoes"]
          }
        },
        "productAssets": [
          {
            "localUrl": "/images/products/velox-run-2-black/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-2-black/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 2,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-2-black/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-2-black/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-2-black/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-2-black/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 6,
            "isGlobal": false
          }
        ],
        "productStyle": {
          "styleDisplayNameCn": "迅岚 疾速 2 代 男子跑步鞋",
          "styleDisplayNameCn2": "日常训练 轻盈回弹",
          "styleProductType": "Shoes",
          "productColors": [
            {
              "productId": "XL25RS0001-001",
              "productSlug": "velox-run-2-black",
              "styleSlug": "velox-run-2",
              "colorSelectorImage": "/images/products/velox-run-2-black/0.jpg",
              "colorHex": ["#1d1e20"],
              "productColorLang": {"colorNameCn":"黑"}
            },
            {
              "productId": "XL25RS0001-011",
              "productSlug": "velox-run-2-white-pink",
              "styleSlug": "velox-run-2",
              "colorSelectorImage": "/images/products/velox-run-2-white-pink/0.jpg",
              "colorHex": ["#f4f4f1","#f2b5c4"],
              "productColorLang": {"colorNameCn":"白/粉"}
            },
            {
              "productId": "XL25RS0001-021",
              "productSlug": "velox-run-2-yellow-black",
              "styleSlug": "velox-run-2",
              "colorSelectorImage": "/images/products/velox-run-2-yellow-black/0.jpg",
              "colorHex": ["#f2c230","#1d1e20"],
              "productColorLang": {"colorNameCn":"黄/黑"}
            }
          ]
        }
      },
      {
        "id": "98",
        "productId": "XL26RS0028-001",
        "productSlug": "stride-lite-5-pink-white",
        "styleSlug": "stride-lite-5",
        "styleSku": "XL26RS0028",
        "productName": "Stride Lite 5",
        "colorName": "Pink/White",
        "colorHex": ["#f2b5c4","#f4f4f1"],
        "gender": "men",
        "price": 499,
        "slashPrice": null,
        "cardImage": "/images/products/stride-lite-5-pink-white/1.jpg",
        "colorSelectorImage": "/images/products/stride-lite-5-pink-white/0.jpg",
        "productTag": null,
        "productColorLang": {
          "colorName": "Pink/White",
          "colorNameCn": "粉/白",
          "filterAttributes": {
            "color": ["pink","white"],
            "gender": ["men"],
            "feature": ["breathable","lightweight"],
            "sub_type": ["running"],
            "price_band": ["300-599"],
            "product_type": ["Shoes"]
          }
        },
        "productAssets": [
          {
            "localUrl": "/images/products/stride-lite-5-pink-white/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/stride-lite-5-pink-white/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/stride-lite-5-pink-white/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/stride-lite-5-pink-white/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/stride-lite-5-pink-white/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 6,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/stride-lite-5-pink-white/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 7,
            "isGlobal": false
          }
        ],
        "productStyle": {
          "styleDisplayNameCn": "迅岚 轻跃 5 代 男子跑步鞋",
          "styleDisplayNameCn2": "入门跑鞋 轻松上脚",
          "styleProductType": "Shoes",
          "productColors": [
            {
              "productId": "XL26RS0028-001",
              "productSlug": "stride-lite-5-pink-white",
              "styleSlug": "stride-lite-5",
              "colorSelectorImage": "/images/products/stride-lite-5-pink-white/0.jpg",
              "colorHex": ["#f2b5c4","#f4f4f1"],
              "productColorLang": {"colorNameCn":"粉/白"}
            },
            {
              "productId": "XL26RS0028-011",
              "productSlug": "stride-lite-5-blue-white",
              "styleSlug": "stride-lite-5",
              "colorSelectorImage": "/images/products/stride-lite-5-blue-white/0.jpg",
              "colorHex": ["#2452c8","#f4f4f1"],
              "productColorLang": {"colorNameCn":"竞速蓝/白"}
            },
            {
              "productId": "XL26RS0028-021",
              "productSlug": "stride-lite-5-olive-black",
              "styleSlug": "stride-lite-5",
              "colorSelectorImage": "/images/products/stride-lite-5-olive-black/0.jpg",
              "colorHex": ["#5f6442","#1d1e20"],
              "productColorLang": {"colorNameCn":"橄榄绿/黑"}
            }
          ]
        }
      },
      {
        "id": "30",
        "productId": "XL26RS0010-001",
        "productSlug": "velox-run-4-wide-olive-black",
        "styleSlug": "velox-run-4-wide",
        "styleSku": "XL26RS0010",
        "productName": "Velox Run 4 Wide",
        "colorName": "Olive/Black",
        "colorHex": ["#5f6442","#1d1e20"],
        "gender": "men",
        "price": 799,
        "slashPrice": null,
        "cardImage": "/images/products/velox-run-4-wide-olive-black/1.jpg",
        "colorSelectorImage": "/images/products/velox-run-4-wide-olive-black/0.jpg",
        "productTag": {"tagName":"新品"},
        "productColorLang": {
          "colorName": "Olive/Black",
          "colorNameCn": "橄榄绿/黑",
          "filterAttributes": {
            "color": ["green","black"],
            "gender": ["men"],
            "feature": ["cushioning","breathable"],
            "sub_type": ["running"],
            "price_band": ["600-999"],
            "product_type": ["Shoes"]
          }
        },
        "productAssets": [
          {
            "localUrl": "/images/products/velox-run-4-wide-olive-black/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-wide-olive-black/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 2,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-wide-olive-black/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-wide-olive-black/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-wide-olive-black/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-wide-olive-black/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 6,
            "isGlobal": false
          }
        ],
        "productStyle": {
          "styleDisplayNameCn": "迅岚 疾速 4 代 男子宽楦版跑步鞋",
          "styleDisplayNameCn2": "日常训练 轻盈回弹",
          "styleProductType": "Shoes",
          "productColors": [
            {
              "productId": "XL26RS0010-001",
              "productSlug": "velox-run-4-wide-olive-black",
              "styleSlug": "velox-run-4-wide",
              "colorSelectorImage": "/images/products/velox-run-4-wide-olive-black/0.jpg",
              "colorHex": ["#5f6442","#1d1e20"],
              "productColorLang": {"colorNameCn":"橄榄绿/黑"}
            },
            {
              "productId": "XL26RS0010-011",
              "productSlug": "velox-run-4-wide-pink-white",
              "styleSlug": "velox-run-4-wide",
              "colorSelectorImage": "/images/products/velox-run-4-wide-pink-white/0.jpg",
              "colorHex": ["#f2b5c4","#f4f4f1"],
              "productColorLang": {"colorNameCn":"粉/白"}
            },
            {
              "productId": "XL26RS0010-021",
              "productSlug": "velox-run-4-wide-black-white-red",
              "styleSlug": "velox-run-4-wide",
              "colorSelectorImage": "/images/products/velox-run-4-wide-black-white-red/0.jpg",
              "colorHex": ["#1d1e20","#f4f4f1","#c8232c"],
              "productColorLang": {"colorNameCn":"黑/白/红"}
            }
          ]
        }
      },
      {
        "id": "21",
        "productId": "XL26RS0007-001",
        "productSlug": "velox-run-4-white-gum",
        "styleSlug": "velox-run-4",
        "styleSku": "XL26RS0007",
        "productName": "Velox Run 4",
        "colorName": "White/Gum",
        "colorHex": ["#f4f4f1","#b9804a"],
        "gender": "men",
        "price": 559,
        "slashPrice": 799,
        "cardImage": "/images/products/velox-run-4-white-gum/1.jpg",
        "colorSelectorImage": "/images/products/velox-run-4-white-gum/0.jpg",
        "productTag": null,
        "productColorLang": {
          "colorName": "White/Gum",
          "colorNameCn": "白/生胶",
          "filterAttributes": {
            "color": ["white","brown"],
            "gender": ["men"],
            "feature": ["cushioning","breathable"],
            "sub_type": ["running"],
            "price_band": ["300-599"],
            "product_type": ["Shoes"]
          }
        },
        "productAssets": [
          {
            "localUrl": "/images/products/velox-run-4-white-gum/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-white-gum/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 2,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-white-gum/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-white-gum/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-white-gum/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/velox-run-4-white-gum/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 6,
            "isGlobal": false
          }
        ],
        "productStyle": {
          "styleDisplayNameCn": "迅岚 疾速 4 代 男子跑步鞋",
          "styleDisplayNameCn2": "日常训练 轻盈回弹",
          "styleProductType": "Shoes",
          "productColors": [
            {
              "productId": "XL26RS0007-001",
              "productSlug": "velox-run-4-white-gum",
              "styleSlug": "velox-run-4",
              "colorSelectorImage": "/images/products/velox-run-4-white-gum/0.jpg",
              "colorHex": ["#f4f4f1","#b9804a"],
              "productColorLang": {"colorNameCn":"白/生胶"}
            },
            {
              "productId": "XL26RS0007-011",
              "productSlug": "velox-run-4-white-navy-red",
              "styleSlug": "velox-run-4",
              "colorSelectorImage": "/images/products/velox-run-4-white-navy-red/0.jpg",
              "colorHex": ["#f4f4f1","#1f2a44","#c8232c"],
              "productColorLang": {"colorNameCn":"白/藏青/红"}
            },
            {
              "productId": "XL26RS0007-021",
              "productSlug": "velox-run-4-crimson-white",
              "styleSlug": "velox-run-4",
              "colorSelectorImage": "/images/products/velox-run-4-crimson-white/0.jpg",
              "colorHex": ["#b01e3c","#f4f4f1"],
              "productColorLang": {"colorNameCn":"绯红/白"}
            }
          ]
        }
      },
      {
        "id": "66",
        "productId": "XL26RS0021-001",
        "productSlug": "tempo-elite-1-black-white-red",
        "styleSlug": "tempo-elite-1",
        "styleSku": "XL26RS0021",
        "productName": "Tempo Elite 1",
        "colorName": "Black/White/Red",
        "colorHex": ["#1d1e20","#f4f4f1","#c8232c"],
        "gender": "men",
        "price": 1499,
        "slashPrice": null,
        "cardImage": "/images/products/tempo-elite-1-black-white-red/1.jpg",
        "colorSelectorImage": "/images/products/tempo-elite-1-black-white-red/0.jpg",
        "productTag": null,
        "productColorLang": {
          "colorName": "Black/White/Red",
          "colorNameCn": "黑/白/红",
          "filterAttributes": {
            "color": ["black","white","red"],
            "gender": ["men"],
            "feature": ["carbon-plate","lightweight"],
            "sub_type": ["running"],
            "price_band": ["1000-1499"],
            "product_type": ["Shoes"]
          }
        },
        "productAssets": [
          {
            "localUrl": "/images/products/tempo-elite-1-black-white-red/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/tempo-elite-1-black-white-red/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 2,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/tempo-elite-1-black-white-red/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/tempo-elite-1-black-white-red/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/tempo-elite-1-black-white-red/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/tempo-elite-1-black-white-red/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 6,
            "isGlobal": false
          }
        ],
        "productStyle": {
          "styleDisplayNameCn": "迅岚 竞速 1 代 男子竞速跑鞋",
          "styleDisplayNameCn2": "全掌碳板 为破 PB 而生",
          "styleProductType": "Shoes",
          "productColors": [
            {
              "productId": "XL26RS0021-001",
              "productSlug": "tempo-elite-1-black-white-red",
              "styleSlug": "tempo-elite-1",
              "colorSelectorImage": "/images/products/tempo-elite-1-black-white-red/0.jpg",
              "colorHex": ["#1d1e20","#f4f4f1","#c8232c"],
              "productColorLang": {"colorNameCn":"黑/白/红"}
            },
            {
              "productId": "XL26RS0021-011",
              "productSlug": "tempo-elite-1-black-volt",
              "styleSlug": "tempo-elite-1",
              "colorSelectorImage": "/images/products/tempo-elite-1-black-volt/0.jpg",
              "colorHex": ["#1d1e20","#d4f03a"],
              "productColorLang": {"colorNameCn":"黑/荧光黄"}
            },
            {
              "productId": "XL26RS0021-021",
              "productSlug": "tempo-elite-1-blue-white",
              "styleSlug": "tempo-elite-1",
              "colorSelectorImage": "/images/products/tempo-elite-1-blue-white/0.jpg",
              "colorHex": ["#2452c8","#f4f4f1"],
              "productColorLang": {"colorNameCn":"竞速蓝/白"}
            },
            {
              "productId": "XL26RS0021-031",
              "productSlug": "tempo-elite-1-black-white",
              "styleSlug": "tempo-elite-1",
              "colorSelectorImage": "/images/products/tempo-elite-1-black-white/0.jpg",
              "colorHex": ["#1d1e20","#f4f4f1"],
              "productColorLang": {"colorNameCn":"黑/白"}
            }
          ]
        }
      },
      {
        "id": "57",
        "productId": "XL26RS0018-001",
        "productSlug": "aero-glide-2-navy-white",
        "styleSlug": "aero-glide-2",
        "styleSku": "XL26RS0018",
        "productName": "Aero Glide 2",
        "colorName": "Navy/White",
        "colorHex": ["#1f2a44","#f4f4f1"],
        "gender": "men",
        "price": 899,
        "slashPrice": null,
        "cardImage": "/images/products/aero-glide-2-navy-white/1.jpg",
        "colorSelectorImage": "/images/products/aero-glide-2-navy-white/0.jpg",
        "productTag": {"tagName":"热卖"},
        "productColorLang": {
          "colorName": "Navy/White",
          "colorNameCn": "藏青/白",
          "filterAttributes": {
            "color": ["blue","white"],
            "gender": ["men"],
            "feature": ["lightweight","breathable"],
            "sub_type": ["running"],
            "price_band": ["600-999"],
            "product_type": ["Shoes"]
          }
        },
        "productAssets": [
          {
            "localUrl": "/images/products/aero-glide-2-navy-white/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-2-navy-white/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-2-navy-white/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-2-navy-white/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-2-navy-white/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 6,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-2-navy-white/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 7,
            "isGlobal": false
          }
        ],
        "productStyle": {
          "styleDisplayNameCn": "迅岚 凌风 2 代 男子跑步鞋",
          "styleDisplayNameCn2": "轻量节奏 随心提速",
          "styleProductType": "Shoes",
          "productColors": [
            {
              "productId": "XL26RS0018-001",
              "productSlug": "aero-glide-2-navy-white",
              "styleSlug": "aero-glide-2",
              "colorSelectorImage": "/images/products/aero-glide-2-navy-white/0.jpg",
              "colorHex": ["#1f2a44","#f4f4f1"],
              "productColorLang": {"colorNameCn":"藏青/白"}
            },
            {
              "productId": "XL26RS0018-011",
              "productSlug": "aero-glide-2-purple-gold",
              "styleSlug": "aero-glide-2",
              "colorSelectorImage": "/images/products/aero-glide-2-purple-gold/0.jpg",
              "colorHex": ["#5b3a8c","#c9a347"],
              "productColorLang": {"colorNameCn":"紫/金"}
            },
            {
              "productId": "XL26RS0018-021",
              "productSlug": "aero-glide-2-khaki-black",
              "styleSlug": "aero-glide-2",
              "colorSelectorImage": "/images/products/aero-glide-2-khaki-black/0.jpg",
              "colorHex": ["#b39e74","#1d1e20"],
              "productColorLang": {"colorNameCn":"卡其/黑"}
            }
          ]
        }
      },
      {
        "id": "47",
        "productId": "XL25RS0015-001",
        "productSlug": "aero-glide-1-mint-white",
        "styleSlug": "aero-glide-1",
        "styleSku": "XL25RS0015",
        "productName": "Aero Glide 1",
        "colorName": "Mint/White",
        "colorHex": ["#a8dcc8","#f4f4f1"],
        "gender": "men",
        "price": 799,
        "slashPrice": null,
        "cardImage": "/images/products/aero-glide-1-mint-white/1.jpg",
        "colorSelectorImage": "/images/products/aero-glide-1-mint-white/0.jpg",
        "productTag": {"tagName":"限量"},
        "productColorLang": {
          "colorName": "Mint/White",
          "colorNameCn": "薄荷绿/白",
          "filterAttributes": {
            "color": ["green","white"],
            "gender": ["men"],
            "feature": ["lightweight","breathable"],
            "sub_type": ["running"],
            "price_band": ["600-999"],
            "product_type": ["Shoes"]
          }
        },
        "productAssets": [
          {
            "localUrl": "/images/products/aero-glide-1-mint-white/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-1-mint-white/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 2,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-1-mint-white/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-1-mint-white/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-1-mint-white/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/aero-glide-1-mint-white/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 6,
            "isGlobal": false
          }
        ],
        "productStyle": {
          "styleDisplayNameCn": "迅岚 凌风 1 代 男子跑步鞋",
          "styleDisplayNameCn2": "轻量节奏 随心提速",
          "styleProductType": "Shoes",
          "productColors": [
            {
              "productId": "XL25RS0015-001",
              "productSlug": "aero-glide-1-mint-white",
              "styleSlug": "aero-glide-1",
              "colorSelectorImage": "/images/products/aero-glide-1-mint-white/0.jpg",
              "colorHex": ["#a8dcc8","#f4f4f1"],
              "productColorLang": {"colorNameCn":"薄荷绿/白"}
            },
            {
              "productId": "XL25RS0015-011",
              "productSlug": "aero-glide-1-blue-white",
              "styleSlug": "aero-glide-1",
              "colorSelectorImage": "/images/products/aero-glide-1-blue-white/0.jpg",
              "colorHex": ["#2452c8","#f4f4f1"],
              "productColorLang": {"colorNameCn":"竞速蓝/白"}
            },
            {
              "productId": "XL25RS0015-021",
              "productSlug": "aero-glide-1-white-blue",
              "styleSlug": "aero-glide-1",
              "colorSelectorImage": "/images/products/aero-glide-1-white-blue/0.jpg",
              "colorHex": ["#f4f4f1","#2452c8"],
              "productColorLang": {"colorNameCn":"白/竞速蓝"}
            },
            {
              "productId": "XL25RS0015-031",
              "productSlug": "aero-glide-1-cream-gum",
              "styleSlug": "aero-glide-1",
              "colorSelectorImage": "/images/products/aero-glide-1-cream-gum/0.jpg",
              "colorHex": ["#efe7d6","#b9804a"],
              "productColorLang": {"colorNameCn":"奶白/生胶"}
            }
          ]
        }
      },
      {
        "id": "33",
        "productId": "XL25RS0011-001",
        "productSlug": "cirrus-2-teal-coral",
        "styleSlug": "cirrus-2",
        "styleSku": "XL25RS0011",
        "productName": "Cirrus 2",
        "colorName": "Teal/Coral",
        "colorHex": ["#1e7b80","#f07f6a"],
        "gender": "men",
        "price": 999,
        "slashPrice": null,
        "cardImage": "/images/products/cirrus-2-teal-coral/1.jpg",
        "colorSelectorImage": "/images/products/cirrus-2-teal-coral/0.jpg",
        "productTag": {"tagName":"会员专享"},
        "productColorLang": {
          "colorName": "Teal/Coral",
          "colorNameCn": "湖青/珊瑚橙",
          "filterAttributes": {
            "color": ["blue","orange"],
            "gender": ["men"],
            "feature": ["cushioning","max-cushion"],
            "sub_type": ["running"],
            "price_band": ["600-999"],
            "product_type": ["Shoes"]
          }
        },
        "productAssets": [
          {
            "localUrl": "/images/products/cirrus-2-teal-coral/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-2-teal-coral/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 2,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-2-teal-coral/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-2-teal-coral/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-2-teal-coral/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-2-teal-coral/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "enable": true,
            "sort": 6,
            "isGlobal": false
          }
        ],
        "productStyle": {
          "styleDisplayNameCn": "迅岚 卷云 2 代 男子跑步鞋",
          "styleDisplayNameCn2": "极致缓震 长距离之选",
          "styleProductType": "Shoes",
          "productColors": [
            {
              "productId": "XL25RS0011-001",
              "productSlug": "cirrus-2-teal-coral",
              "styleSlug": "cirrus-2",
              "colorSelectorImage": "/images/products/cirrus-2-teal-coral/0.jpg",
              "colorHex": ["#1e7b80","#f07f6a"],
              "productColorLang": {"colorNameCn":"湖青/珊瑚橙"}
            },
            {
              "productId": "XL25RS0011-011",
              "productSlug": "cirrus-2-white-sage",
              "styleSlug": "cirrus-2",
              "colorSelectorImage": "/images/products/cirrus-2-white-sage/0.jpg",
              "colorHex": ["#f4f4f1","#a9b8a0"],
              "productColorLang": {"colorNameCn":"白/鼠尾草绿"}
            },
            {
              "productId": "XL25RS0011-021",
              "productSlug": "cirrus-2-black-volt",
              "styleSlug": "cirrus-2",
              "colorSelectorImage": "/images/products/cirrus-2-black-volt/0.jpg",
              "colorHex": ["#1d1e20","#d4f03a"],
              "productColorLang": {"colorNameCn":"黑/荧光黄"}
            },
            {
              "productId": "XL25RS0011-031",
              "productSlug": "cirrus-2-white-navy-red",
              "styleSlug": "cirrus-2",
              "colorSelectorImage": "/images/products/cirrus-2-white-navy-red/0.jpg",
              "colorHex": ["#f4f4f1","#1f2a44","#c8232c"],
              "productColorLang": {"colorNameCn":"白/藏青/红"}
            },
            {
              "productId": "XL25RS0011-041",
              "productSlug": "cirrus-2-crimson-white",
              "styleSlug": "cirrus-2",
              "colorSelectorImage": "/images/products/cirrus-2-crimson-white/0.jpg",
              "colorHex": ["#b01e3c","#f4f4f1"],
              "productColorLang": {"colorNameCn":"绯红/白"}
            }
          ]
        }
      }
    ],
    "count": 42,
    "pageNumber": 1,
    "pageSize": 9,
    "filters": [
      {
        "filter_code": "gender",
        "filter_label": "性别",
        "filter_value": [{"value":"men","label":"男子","count":42,"sizeDisplay":null}]
      },
      {
        "filter_code": "product_type",
        "filter_label": "品类",
        "filter_value": [{"value":"Shoes","label":"鞋类","count":42,"sizeDisplay":null}]
      },
      {
        "filter_code": "sub_type",
        "filter_label": "系列",
        "filter_value": [{"value":"running","label":"跑步","count":42,"sizeDisplay":null}]
      },
      {
        "filter_code": "color",
        "filter_label": "颜色",
        "filter_value": [
          {"value":"black","label":"黑色","count":14,"sizeDisplay":null},
          {"value":"white","label":"白色","count":26,"sizeDisplay":null},
          {"value":"grey","label":"灰色","count":3,"sizeDisplay":null},
          {"value":"blue","label":"蓝色","count":9,"sizeDisplay":null},
          {"value":"red","label":"红色","count":9,"sizeDisplay":null},
          {"value":"green","label":"绿色","count":5,"sizeDisplay":null},
          {"value":"yellow","label":"黄色","count":5,"sizeDisplay":null},
          {"value":"orange","label":"橙色","count":3,"sizeDisplay":null},
          {"value":"pink","label":"粉色","count":6,"sizeDisplay":null},
          {"value":"purple","label":"紫色","count":2,"sizeDisplay":null},
          {"value":"brown","label":"棕色","count":3,"sizeDisplay":null},
          {"value":"beige","label":"米色","count":4,"sizeDisplay":null}
        ]
      },
      {
        "filter_code": "price_band",
        "filter_label": "价格",
        "filter_value": [
          {"value":"0-299","label":"¥300 以下","count":2,"sizeDisplay":null},
          {"value":"300-599","label":"¥300 - ¥599","count":12,"sizeDisplay":null},
          {"value":"600-999","label":"¥600 - ¥999","count":18,"sizeDisplay":null},
          {"value":"1000-1499","label":"¥1000 - ¥1499","count":5,"sizeDisplay":null},
          {"value":"1500+","label":"¥1500 及以上","count":5,"sizeDisplay":null}
        ]
      },
      {
        "filter_code": "feature",
        "filter_label": "功能",
        "filter_value": [
          {"value":"cushioning","label":"缓震","count":18,"sizeDisplay":null},
          {"value":"max-cushion","label":"强缓震","count":7,"sizeDisplay":null},
          {"value":"breathable","label":"透气","count":26,"sizeDisplay":null},
          {"value":"lightweight","label":"轻量","count":24,"sizeDisplay":null},
          {"value":"carbon-plate","label":"碳板","count":9,"sizeDisplay":null}
        ]
      },
      {
        "filter_code": "us_size",
        "filter_label": "尺码",
        "filter_value": [
          {
            "value": "6.5",
            "label": "中国码 245 · US 6.5 · EU 39",
            "count": 42,
            "sizeDisplay": {"primary":"245","unit":"中国码","equivalents":["US 6.5","EU 39"],"text":"中国码 245 · US 6.5 · EU 39"}
          },
          {
            "value": "7",
            "label": "中国码 250 · US 7 · EU 40",
            "count": 42,
            "sizeDisplay": {"primary":"250","unit":"中国码","equivalents":["US 7","EU 40"],"text":"中国码 250 · US 7 · EU 40"}
          },
          {
            "value": "7.5",
            "label": "中国码 255 · US 7.5 · EU 40.5",
            "count": 42,
            "sizeDisplay": {"primary":"255","unit":"中国码","equivalents":["US 7.5","EU 40.5"],"text":"中国码 255 · US 7.5 · EU 40.5"}
          },
          {
            "value": "8",
            "label": "中国码 260 · US 8 · EU 41",
            "count": 42,
            "sizeDisplay": {"primary":"260","unit":"中国码","equivalents":["US 8","EU 41"],"text":"中国码 260 · US 8 · EU 41"}
          },
          {
            "value": "8.5",
            "label": "中国码 265 · US 8.5 · EU 42",
            "count": 42,
            "sizeDisplay": {"primary":"265","unit":"中国码","equivalents":["US 8.5","EU 42"],"text":"中国码 265 · US 8.5 · EU 42"}
          },
          {
            "value": "9",
            "label": "中国码 270 · US 9 · EU 42.5",
            "count": 42,
            "sizeDisplay": {"primary":"270","unit":"中国码","equivalents":["US 9","EU 42.5"],"text":"中国码 270 · US 9 · EU 42.5"}
          },
          {
            "value": "9.5",
            "label": "中国码 275 · US 9.5 · EU 43",
            "count": 42,
            "sizeDisplay": {"primary":"275","unit":"中国码","equivalents":["US 9.5","EU 43"],"text":"中国码 275 · US 9.5 · EU 43"}
          },
          {
            "value": "10",
            "label": "中国码 280 · US 10 · EU 44",
            "count": 42,
            "sizeDisplay": {"primary":"280","unit":"中国码","equivalents":["US 10","EU 44"],"text":"中国码 280 · US 10 · EU 44"}
          },
          {
            "value": "10.5",
            "label": "中国码 285 · US 10.5 · EU 44.5",
            "count": 42,
            "sizeDisplay": {"primary":"285","unit":"中国码","equivalents":["US 10.5","EU 44.5"],"text":"中国码 285 · US 10.5 · EU 44.5"}
          },
          {
            "value": "11",
            "label": "中国码 290 · US 11 · EU 45",
            "count": 42,
            "sizeDisplay": {"primary":"290","unit":"中国码","equivalents":["US 11","EU 45"],"text":"中国码 290 · US 11 · EU 45"}
          },
          {
            "value": "12",
            "label": "中国码 300 · US 12 · EU 46",
            "count": 42,
            "sizeDisplay": {"primary":"300","unit":"中国码","equivalents":["US 12","EU 46"],"text":"中国码 300 · US 12 · EU 46"}
          }
        ]
      }
    ]
  }
};

/** The style of the product page /products/cirrus-3/cirrus-3-rose-cream, every colour with its sizes. ProductStyle {"styleSlug":"cirrus-3"} */
export const productStylePage: ProductStyleQuery = {
  "productStyle": {
    "id": "13",
    "name": "Cirrus 3",
    "styleSku": "XL26RS0013",
    "styleSlug": "cirrus-3",
    "styleDisplayNameCn": "迅岚 卷云 3 代 男子跑步鞋",
    "styleDisplayNameCn2": "极致缓震 长距离之选",
    "styleShortDescriptionCn": "加厚双密度 LANFOAM 中底配合前掌摇篮式设计。",
    "styleDescriptionCn": "加厚双密度 LANFOAM 中底配合前掌摇篮式设计，落地柔软、过渡顺滑，为长距离和恢复跑而生。工程网面在前掌区域加大透气孔，后跟内衬加厚泡棉，贴合跟腱减少摩擦。第 3 代在前代基础上减重约 8 克，鞋面透气性进一步提升。",
    "styleMetaTitleCn": "迅岚 卷云 3 代 男子跑步鞋 Cirrus 3 | 迅岚 XUNLAN 官方商城",
    "styleMetaDescriptionCn": "迅岚 卷云 3 代 男子跑步鞋，极致缓震 长距离之选。加厚双密度 LANFOAM 中底配合前掌摇篮式设计。迅岚 XUNLAN 官方商城正品，支持门店自提。",
    "styleProductType": "Shoes",
    "styleProductSubType": "running",
    "sizeRecomandation": "尺码标准，建议选择平时尺码；脚型偏宽可选宽楦版。",
    "styleGroupGender": "men",
    "price": 1099,
    "peerStyleSku": [
      {"styleSku":"XL26RS0013","styleSlug":"cirrus-3","label":"男款"},
      {"styleSku":"XL26RS0014","styleSlug":"cirrus-3-womens","label":"女款"}
    ],
    "productColors": [
      {
        "id": "41",
        "productId": "XL26RS0013-001",
        "productSlug": "cirrus-3-rose-cream",
        "styleSlug": "cirrus-3",
        "styleSku": "XL26RS0013",
        "productName": "Cirrus 3",
        "colorName": "Rose/Cream",
        "colorHex": ["#d9788f","#efe7d6"],
        "gender": "men",
        "price": 1099,
        "slashPrice": null,
        "pdpSort": 1,
        "purchaseLimit": null,
        "preview": false,
        "publish": true,
        "enableAtWebsite": true,
        "availableFrom": "2026-03-11T00:00:00.000Z",
        "measurementImage": null,
        "measurementDesc": null,
        "photoShootModel": null,
        "sizeChartId": "1",
        "colorSelectorImage": "/images/products/cirrus-3-rose-cream/0.jpg",
        "cardImage": "/images/products/cirrus-3-rose-cream/1.jpg",
        "categoryPath": "men/shoes/running",
        "productTag": null,
        "productColorLang": {
          "colorName": "Rose/Cream",
          "colorNameCn": "玫瑰粉/奶白",
          "filterAttributes": {
            "color": ["pink","beige"],
            "gender": ["men"],
            "feature": ["cushioning","max-cushion"],
            "sub_type": ["running"],
            "price_band": ["1000-1499"],
            "product_type": ["Shoes"]
          }
        },
        "productSizes": [
          {
            "id": "417",
            "label": "39",
            "ean": "6900000004173",
            "usSize": "6.5",
            "cnSize": "245",
            "euSize": "39",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 0,
            "sizeDisplay": {"primary":"245","unit":"中国码","equivalents":["US 6.5","EU 39"],"text":"中国码 245 · US 6.5 · EU 39"}
          },
          {
            "id": "418",
            "label": "40",
            "ean": "6900000004180",
            "usSize": "7",
            "cnSize": "250",
            "euSize": "40",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 41,
            "sizeDisplay": {"primary":"250","unit":"中国码","equivalents":["US 7","EU 40"],"text":"中国码 250 · US 7 · EU 40"}
          },
          {
            "id": "419",
            "label": "40.5",
            "ean": "6900000004197",
            "usSize": "7.5",
            "cnSize": "255",
            "euSize": "40.5",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 9,
            "sizeDisplay": {"primary":"255","unit":"中国码","equivalents":["US 7.5","EU 40.5"],"text":"中国码 255 · US 7.5 · EU 40.5"}
          },
          {
            "id": "420",
            "label": "41",
            "ean": "6900000004203",
            "usSize": "8",
            "cnSize": "260",
            "euSize": "41",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 40,
            "sizeDisplay": {"primary":"260","unit":"中国码","equivalents":["US 8","EU 41"],"text":"中国码 260 · US 8 · EU 41"}
          },
          {
            "id": "421",
            "label": "42",
            "ean": "6900000004210",
            "usSize": "8.5",
            "cnSize": "265",
            "euSize": "42",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 25,
            "sizeDisplay": {"primary":"265","unit":"中国码","equivalents":["US 8.5","EU 42"],"text":"中国码 265 · US 8.5 · EU 42"}
          },
          {
            "id": "422",
            "label": "42.5",
            "ean": "6900000004227",
            "usSize": "9",
            "cnSize": "270",
            "euSize": "42.5",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 0,
            "sizeDisplay": {"primary":"270","unit":"中国码","equivalents":["US 9","EU 42.5"],"text":"中国码 270 · US 9 · EU 42.5"}
          },
          {
            "id": "423",
            "label": "43",
            "ean": "6900000004234",
            "usSize": "9.5",
            "cnSize": "275",
            "euSize": "43",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 73,
            "sizeDisplay": {"primary":"275","unit":"中国码","equivalents":["US 9.5","EU 43"],"text":"中国码 275 · US 9.5 · EU 43"}
          },
          {
            "id": "424",
            "label": "44",
            "ean": "6900000004241",
            "usSize": "10",
            "cnSize": "280",
            "euSize": "44",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 2,
            "sizeDisplay": {"primary":"280","unit":"中国码","equivalents":["US 10","EU 44"],"text":"中国码 280 · US 10 · EU 44"}
          },
          {
            "id": "425",
            "label": "44.5",
            "ean": "6900000004258",
            "usSize": "10.5",
            "cnSize": "285",
            "euSize": "44.5",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 18,
            "sizeDisplay": {"primary":"285","unit":"中国码","equivalents":["US 10.5","EU 44.5"],"text":"中国码 285 · US 10.5 · EU 44.5"}
          },
          {
            "id": "426",
            "label": "45",
            "ean": "6900000004265",
            "usSize": "11",
            "cnSize": "290",
            "euSize": "45",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 1,
            "sizeDisplay": {"primary":"290","unit":"中国码","equivalents":["US 11","EU 45"],"text":"中国码 290 · US 11 · EU 45"}
          },
          {
            "id": "427",
            "label": "46",
            "ean": "6900000004272",
            "usSize": "12",
            "cnSize": "300",
            "euSize": "46",
            "productId": "XL26RS0013-001",
            "productSlug": "cirrus-3-rose-cream",
            "saleableQty": 11,
            "sizeDisplay": {"primary":"300","unit":"中国码","equivalents":["US 12","EU 46"],"text":"中国码 300 · US 12 · EU 46"}
          }
        ],
        "productAssets": [
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "side",
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "three-quarter",
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "top",
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "heel",
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "detail",
            "enable": true,
            "sort": 6,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-rose-cream/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "pair",
            "enable": true,
            "sort": 7,
            "isGlobal": false
          }
        ]
      },
      {
        "id": "42",
        "productId": "XL26RS0013-011",
        "productSlug": "cirrus-3-pink-white",
        "styleSlug": "cirrus-3",
        "styleSku": "XL26RS0013",
        "productName": "Cirrus 3",
        "colorName": "Pink/White",
        "colorHex": ["#f2b5c4","#f4f4f1"],
        "gender": "men",
        "price": 769,
        "slashPrice": 1099,
        "pdpSort": 2,
        "purchaseLimit": null,
        "preview": false,
        "publish": true,
        "enableAtWebsite": true,
        "availableFrom": "2026-08-06T00:00:00.000Z",
        "measurementImage": null,
        "measurementDesc": null,
        "photoShootModel": null,
        "sizeChartId": "1",
        "colorSelectorImage": "/images/products/cirrus-3-pink-white/0.jpg",
        "cardImage": "/images/products/cirrus-3-pink-white/1.jpg",
        "categoryPath": "men/shoes/running",
        "productTag": null,
        "productColorLang": {
          "colorName": "Pink/White",
          "colorNameCn": "粉/白",
          "filterAttributes": {
            "color": ["pink","white"],
            "gender": ["men"],
            "feature": ["cushioning","max-cushion"],
            "sub_type": ["running"],
            "price_band": ["600-999"],
            "product_type": ["Shoes"]
          }
        },
        "productSizes": [
          {
            "id": "428",
            "label": "39",
            "ean": "6900000004289",
            "usSize": "6.5",
            "cnSize": "245",
            "euSize": "39",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 0,
            "sizeDisplay": {"primary":"245","unit":"中国码","equivalents":["US 6.5","EU 39"],"text":"中国码 245 · US 6.5 · EU 39"}
          },
          {
            "id": "429",
            "label": "40",
            "ean": "6900000004296",
            "usSize": "7",
            "cnSize": "250",
            "euSize": "40",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 17,
            "sizeDisplay": {"primary":"250","unit":"中国码","equivalents":["US 7","EU 40"],"text":"中国码 250 · US 7 · EU 40"}
          },
          {
            "id": "430",
            "label": "40.5",
            "ean": "6900000004302",
            "usSize": "7.5",
            "cnSize": "255",
            "euSize": "40.5",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 10,
            "sizeDisplay": {"primary":"255","unit":"中国码","equivalents":["US 7.5","EU 40.5"],"text":"中国码 255 · US 7.5 · EU 40.5"}
          },
          {
            "id": "431",
            "label": "41",
            "ean": "6900000004319",
            "usSize": "8",
            "cnSize": "260",
            "euSize": "41",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 15,
            "sizeDisplay": {"primary":"260","unit":"中国码","equivalents":["US 8","EU 41"],"text":"中国码 260 · US 8 · EU 41"}
          },
          {
            "id": "432",
            "label": "42",
            "ean": "6900000004326",
            "usSize": "8.5",
            "cnSize": "265",
            "euSize": "42",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 70,
            "sizeDisplay": {"primary":"265","unit":"中国码","equivalents":["US 8.5","EU 42"],"text":"中国码 265 · US 8.5 · EU 42"}
          },
          {
            "id": "433",
            "label": "42.5",
            "ean": "6900000004333",
            "usSize": "9",
            "cnSize": "270",
            "euSize": "42.5",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 96,
            "sizeDisplay": {"primary":"270","unit":"中国码","equivalents":["US 9","EU 42.5"],"text":"中国码 270 · US 9 · EU 42.5"}
          },
          {
            "id": "434",
            "label": "43",
            "ean": "6900000004340",
            "usSize": "9.5",
            "cnSize": "275",
            "euSize": "43",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 17,
            "sizeDisplay": {"primary":"275","unit":"中国码","equivalents":["US 9.5","EU 43"],"text":"中国码 275 · US 9.5 · EU 43"}
          },
          {
            "id": "435",
            "label": "44",
            "ean": "6900000004357",
            "usSize": "10",
            "cnSize": "280",
            "euSize": "44",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 70,
            "sizeDisplay": {"primary":"280","unit":"中国码","equivalents":["US 10","EU 44"],"text":"中国码 280 · US 10 · EU 44"}
          },
          {
            "id": "436",
            "label": "44.5",
            "ean": "6900000004364",
            "usSize": "10.5",
            "cnSize": "285",
            "euSize": "44.5",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 0,
            "sizeDisplay": {"primary":"285","unit":"中国码","equivalents":["US 10.5","EU 44.5"],"text":"中国码 285 · US 10.5 · EU 44.5"}
          },
          {
            "id": "437",
            "label": "45",
            "ean": "6900000004371",
            "usSize": "11",
            "cnSize": "290",
            "euSize": "45",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 1,
            "sizeDisplay": {"primary":"290","unit":"中国码","equivalents":["US 11","EU 45"],"text":"中国码 290 · US 11 · EU 45"}
          },
          {
            "id": "438",
            "label": "46",
            "ean": "6900000004388",
            "usSize": "12",
            "cnSize": "300",
            "euSize": "46",
            "productId": "XL26RS0013-011",
            "productSlug": "cirrus-3-pink-white",
            "saleableQty": 6,
            "sizeDisplay": {"primary":"300","unit":"中国码","equivalents":["US 12","EU 46"],"text":"中国码 300 · US 12 · EU 46"}
          }
        ],
        "productAssets": [
          {
            "localUrl": "/images/products/cirrus-3-pink-white/1.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "side",
            "enable": true,
            "sort": 1,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-pink-white/2.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "three-quarter",
            "enable": true,
            "sort": 2,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-pink-white/3.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "top",
            "enable": true,
            "sort": 3,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-pink-white/4.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "heel",
            "enable": true,
            "sort": 4,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-pink-white/5.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "detail",
            "enable": true,
            "sort": 5,
            "isGlobal": false
          },
          {
            "localUrl": "/images/products/cirrus-3-pink-white/6.jpg",
            "isVideo": false,
            "posterUrl": null,
            "angle": "pair",
            "enable": true,
            "sort": 6,
            "isGlobal": false
          }
        ]
      }
    ]
  }
};

/** The online stock of every size of cirrus-3-rose-cream (the product page merges it into the sizes). SkuStock {"primaryId":"XL26RS0013-001","type":"product"} */
export const productStock: SkuStockQuery = {
  "skuStock": [
    {
      "sku": "6900000004173",
      "storeCode": "XLWH01",
      "qty": 0,
      "lockQty": 0,
      "saleableQty": 0,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004180",
      "storeCode": "XLWH01",
      "qty": 41,
      "lockQty": 0,
      "saleableQty": 41,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004197",
      "storeCode": "XLWH01",
      "qty": 9,
      "lockQty": 0,
      "saleableQty": 9,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004203",
      "storeCode": "XLWH01",
      "qty": 40,
      "lockQty": 0,
      "saleableQty": 40,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004210",
      "storeCode": "XLWH01",
      "qty": 25,
      "lockQty": 0,
      "saleableQty": 25,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004227",
      "storeCode": "XLWH01",
      "qty": 0,
      "lockQty": 0,
      "saleableQty": 0,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004234",
      "storeCode": "XLWH01",
      "qty": 73,
      "lockQty": 0,
      "saleableQty": 73,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004241",
      "storeCode": "XLWH01",
      "qty": 2,
      "lockQty": 0,
      "saleableQty": 2,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004258",
      "storeCode": "XLWH01",
      "qty": 18,
      "lockQty": 0,
      "saleableQty": 18,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004265",
      "storeCode": "XLWH01",
      "qty": 1,
      "lockQty": 0,
      "saleableQty": 1,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    },
    {
      "sku": "6900000004272",
      "storeCode": "XLWH01",
      "qty": 11,
      "lockQty": 0,
      "saleableQty": 11,
      "store": {
        "id": "8",
        "omsStoreCode": "XLWH01",
        "storeName": "迅岚官方商城电商仓",
        "city": "苏州",
        "address": "江苏省苏州市吴江区汾湖高新区临沪大道 888 号",
        "telephone": "400-820-1986",
        "storeType": "warehouse",
        "productRange": "全品类",
        "operationStartTime": "00:00",
        "operationEndTime": "23:59",
        "enablePickup": false,
        "image": "/images/content/store-interior.jpg",
        "images": [],
        "distance": null,
        "lng": 120.8456,
        "lat": 31.0265
      }
    }
  ]
};

/** The size chart of cirrus-3-rose-cream. SizeChart {"id":"1"} */
export const sizeChartOfColour: SizeChartQuery = {
  "sizeChart": {
    "id": "1",
    "code": "shoes-men",
    "title": "男子鞋类尺码表",
    "productType": "Shoes",
    "gender": "men",
    "columns": [
      {"key":"cn","label":"中国码 (mm)"},
      {"key":"us","label":"美码 US"},
      {"key":"eu","label":"欧码 EU"},
      {"key":"foot","label":"脚长 (cm)"}
    ],
    "rows": [
      {"cn":"245","us":"6.5","eu":"39","foot":"24.5"},
      {"cn":"250","us":"7","eu":"40","foot":"25.0"},
      {"cn":"255","us":"7.5","eu":"40.5","foot":"25.5"},
      {"cn":"260","us":"8","eu":"41","foot":"26.0"},
      {"cn":"265","us":"8.5","eu":"42","foot":"26.5"},
      {"cn":"270","us":"9","eu":"42.5","foot":"27.0"},
      {"cn":"275","us":"9.5","eu":"43","foot":"27.5"},
      {"cn":"280","us":"10","eu":"44","foot":"28.0"},
      {"cn":"285","us":"10.5","eu":"44.5","foot":"28.5"},
      {"cn":"290","us":"11","eu":"45","foot":"29.0"},
      {"cn":"300","us":"12","eu":"46","foot":"30.0"}
    ],
    "note": "请赤脚站立测量脚跟到最长脚趾的距离；脚背较高或脚型偏宽建议选大半码。"
  }
};

/** The visible category tree (menus, sub-navigation, breadcrumbs). ProductCategories {"includeHidden":false} */
export const categoryTree: ProductCategoriesQuery = {
  "productCategories": [
    {
      "id": "1",
      "parentId": null,
      "title": "男子",
      "path": "men",
      "sort": 10,
      "description": "迅岚男子跑步、训练、篮球与户外装备",
      "bigCardInterval": 8,
      "shareImg": null,
      "enableAtWebsite": true,
      "category_route": "men",
      "level": 1,
      "childs": [
        {
          "id": "2",
          "parentId": "1",
          "title": "鞋类",
          "path": "men/shoes",
          "sort": 10,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "shoes",
          "level": 2,
          "childs": [
            {
              "id": "3",
              "parentId": "2",
              "title": "跑步鞋",
              "path": "men/shoes/running",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "running",
              "level": 3
            },
            {
              "id": "4",
              "parentId": "2",
              "title": "训练鞋",
              "path": "men/shoes/training",
              "sort": 20,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "training",
              "level": 3
            },
            {
              "id": "5",
              "parentId": "2",
              "title": "篮球鞋",
              "path": "men/shoes/basketball",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "basketball",
              "level": 3
            },
            {
              "id": "6",
              "parentId": "2",
              "title": "户外鞋",
              "path": "men/shoes/outdoor",
              "sort": 40,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "outdoor",
              "level": 3
            },
            {
              "id": "7",
              "parentId": "2",
              "title": "休闲鞋",
              "path": "men/shoes/lifestyle",
              "sort": 50,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "lifestyle",
              "level": 3
            }
          ]
        },
        {
          "id": "10",
          "parentId": "1",
          "title": "服装",
          "path": "men/apparel",
          "sort": 20,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "apparel",
          "level": 2,
          "childs": [
            {
              "id": "11",
              "parentId": "10",
              "title": "T恤",
              "path": "men/apparel/tshirts",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "tshirts",
              "level": 3
            },
            {
              "id": "12",
              "parentId": "10",
              "title": "卫衣",
              "path": "men/apparel/hoodies",
              "sort": 20,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "hoodies",
              "level": 3
            },
            {
              "id": "13",
              "parentId": "10",
              "title": "夹克",
              "path": "men/apparel/jackets",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "jackets",
              "level": 3
            },
            {
              "id": "14",
              "parentId": "10",
              "title": "短裤",
              "path": "men/apparel/shorts",
              "sort": 40,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "shorts",
              "level": 3
            },
            {
              "id": "15",
              "parentId": "10",
              "title": "长裤",
              "path": "men/apparel/pants",
              "sort": 50,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "pants",
              "level": 3
            }
          ]
        },
        {
          "id": "16",
          "parentId": "1",
          "title": "配件",
          "path": "men/accessories",
          "sort": 30,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "accessories",
          "level": 2,
          "childs": [
            {
              "id": "17",
              "parentId": "16",
              "title": "袜子",
              "path": "men/accessories/socks",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "socks",
              "level": 3
            },
            {
              "id": "18",
              "parentId": "16",
              "title": "帽子",
              "path": "men/accessories/caps",
              "sort": 20,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "caps",
              "level": 3
            },
            {
              "id": "19",
              "parentId": "16",
              "title": "包袋",
              "path": "men/accessories/bags",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "bags",
              "level": 3
            }
          ]
        }
      ]
    },
    {
      "id": "20",
      "parentId": null,
      "title": "女子",
      "path": "women",
      "sort": 20,
      "description": "迅岚女子跑步、训练与瑜伽装备",
      "bigCardInterval": 8,
      "shareImg": null,
      "enableAtWebsite": true,
      "category_route": "women",
      "level": 1,
      "childs": [
        {
          "id": "21",
          "parentId": "20",
          "title": "鞋类",
          "path": "women/shoes",
          "sort": 10,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "shoes",
          "level": 2,
          "childs": [
            {
              "id": "22",
              "parentId": "21",
              "title": "跑步鞋",
              "path": "women/shoes/running",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "running",
              "level": 3
            },
            {
              "id": "23",
              "parentId": "21",
              "title": "训练鞋",
              "path": "women/shoes/training",
              "sort": 20,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "training",
              "level": 3
            },
            {
              "id": "24",
              "parentId": "21",
              "title": "篮球鞋",
              "path": "women/shoes/basketball",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "basketball",
              "level": 3
            },
            {
              "id": "25",
              "parentId": "21",
              "title": "户外鞋",
              "path": "women/shoes/outdoor",
              "sort": 40,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "outdoor",
              "level": 3
            },
            {
              "id": "26",
              "parentId": "21",
              "title": "休闲鞋",
              "path": "women/shoes/lifestyle",
              "sort": 50,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "lifestyle",
              "level": 3
            }
          ]
        },
        {
          "id": "27",
          "parentId": "20",
          "title": "服装",
          "path": "women/apparel",
          "sort": 20,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "apparel",
          "level": 2,
          "childs": [
            {
              "id": "28",
              "parentId": "27",
              "title": "T恤",
              "path": "women/apparel/tshirts",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "tshirts",
              "level": 3
            },
            {
              "id": "30",
              "parentId": "27",
              "title": "卫衣",
              "path": "women/apparel/hoodies",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "hoodies",
              "level": 3
            },
            {
              "id": "31",
              "parentId": "27",
              "title": "夹克",
              "path": "women/apparel/jackets",
              "sort": 40,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "jackets",
              "level": 3
            },
            {
              "id": "32",
              "parentId": "27",
              "title": "紧身裤",
              "path": "women/apparel/leggings",
              "sort": 50,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "leggings",
              "level": 3
            },
            {
              "id": "33",
              "parentId": "27",
              "title": "短裤",
              "path": "women/apparel/shorts",
              "sort": 60,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "shorts",
              "level": 3
            },
            {
              "id": "34",
              "parentId": "27",
              "title": "长裤",
              "path": "women/apparel/pants",
              "sort": 70,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "pants",
              "level": 3
            }
          ]
        },
        {
          "id": "35",
          "parentId": "20",
          "title": "配件",
          "path": "women/accessories",
          "sort": 30,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "accessories",
          "level": 2,
          "childs": [
            {
              "id": "36",
              "parentId": "35",
              "title": "袜子",
              "path": "women/accessories/socks",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "socks",
              "level": 3
            },
            {
              "id": "37",
              "parentId": "35",
              "title": "帽子",
              "path": "women/accessories/caps",
              "sort": 20,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "caps",
              "level": 3
            },
            {
              "id": "38",
              "parentId": "35",
              "title": "包袋",
              "path": "women/accessories/bags",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "bags",
              "level": 3
            }
          ]
        }
      ]
    },
    {
      "id": "39",
      "parentId": null,
      "title": "儿童",
      "path": "kids",
      "sort": 30,
      "description": "迅岚儿童运动鞋服",
      "bigCardInterval": null,
      "shareImg": null,
      "enableAtWebsite": true,
      "category_route": "kids",
      "level": 1,
      "childs": [
        {
          "id": "40",
          "parentId": "39",
          "title": "鞋类",
          "path": "kids/shoes",
          "sort": 10,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "shoes",
          "level": 2,
          "childs": [
            {
              "id": "41",
              "parentId": "40",
              "title": "跑步鞋",
              "path": "kids/shoes/running",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "running",
              "level": 3
            },
            {
              "id": "42",
              "parentId": "40",
              "title": "训练鞋",
              "path": "kids/shoes/training",
              "sort": 20,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "training",
              "level": 3
            },
            {
              "id": "43",
              "parentId": "40",
              "title": "篮球鞋",
              "path": "kids/shoes/basketball",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "basketball",
              "level": 3
            },
            {
              "id": "44",
              "parentId": "40",
              "title": "户外鞋",
              "path": "kids/shoes/outdoor",
              "sort": 40,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "outdoor",
              "level": 3
            },
            {
              "id": "45",
              "parentId": "40",
              "title": "休闲鞋",
              "path": "kids/shoes/lifestyle",
              "sort": 50,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "lifestyle",
              "level": 3
            }
          ]
        },
        {
          "id": "46",
          "parentId": "39",
          "title": "服装",
          "path": "kids/apparel",
          "sort": 20,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "apparel",
          "level": 2,
          "childs": [
            {
              "id": "47",
              "parentId": "46",
              "title": "T恤",
              "path": "kids/apparel/tshirts",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "tshirts",
              "level": 3
            },
            {
              "id": "48",
              "parentId": "46",
              "title": "卫衣",
              "path": "kids/apparel/hoodies",
              "sort": 20,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "hoodies",
              "level": 3
            },
            {
              "id": "49",
              "parentId": "46",
              "title": "夹克",
              "path": "kids/apparel/jackets",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "jackets",
              "level": 3
            },
            {
              "id": "50",
              "parentId": "46",
              "title": "短裤",
              "path": "kids/apparel/shorts",
              "sort": 40,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "shorts",
              "level": 3
            },
            {
              "id": "51",
              "parentId": "46",
              "title": "长裤",
              "path": "kids/apparel/pants",
              "sort": 50,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "pants",
              "level": 3
            }
          ]
        },
        {
          "id": "53",
          "parentId": "39",
          "title": "配件",
          "path": "kids/accessories",
          "sort": 30,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "accessories",
          "level": 2,
          "childs": [
            {
              "id": "54",
              "parentId": "53",
              "title": "袜子",
              "path": "kids/accessories/socks",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "socks",
              "level": 3
            },
            {
              "id": "55",
              "parentId": "53",
              "title": "帽子",
              "path": "kids/accessories/caps",
              "sort": 20,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "caps",
              "level": 3
            },
            {
              "id": "56",
              "parentId": "53",
              "title": "书包",
              "path": "kids/accessories/backpacks",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "backpacks",
              "level": 3
            }
          ]
        }
      ]
    },
    {
      "id": "57",
      "parentId": null,
      "title": "运动",
      "path": "sports",
      "sort": 40,
      "description": "按运动项目选购",
      "bigCardInterval": null,
      "shareImg": null,
      "enableAtWebsite": true,
      "category_route": "sports",
      "level": 1,
      "childs": [
        {
          "id": "58",
          "parentId": "57",
          "title": "跑步",
          "path": "sports/running",
          "sort": 10,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "running",
          "level": 2,
          "childs": [
            {
              "id": "59",
              "parentId": "58",
              "title": "路跑",
              "path": "sports/running/road",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "road",
              "level": 3
            },
            {
              "id": "60",
              "parentId": "58",
              "title": "越野跑",
              "path": "sports/running/trail",
              "sort": 20,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "trail",
              "level": 3
            },
            {
              "id": "61",
              "parentId": "58",
              "title": "马拉松",
              "path": "sports/running/marathon",
              "sort": 30,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "marathon",
              "level": 3
            }
          ]
        },
        {
          "id": "62",
          "parentId": "57",
          "title": "篮球",
          "path": "sports/basketball",
          "sort": 20,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "basketball",
          "level": 2,
          "childs": [
            {
              "id": "63",
              "parentId": "62",
              "title": "篮球鞋",
              "path": "sports/basketball/shoes",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "shoes",
              "level": 3
            }
          ]
        },
        {
          "id": "65",
          "parentId": "57",
          "title": "训练",
          "path": "sports/training",
          "sort": 30,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "training",
          "level": 2,
          "childs": [
            {
              "id": "66",
              "parentId": "65",
              "title": "健身",
              "path": "sports/training/gym",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "gym",
              "level": 3
            }
          ]
        },
        {
          "id": "68",
          "parentId": "57",
          "title": "户外",
          "path": "sports/outdoor",
          "sort": 40,
          "description": null,
          "bigCardInterval": null,
          "shareImg": null,
          "enableAtWebsite": true,
          "category_route": "outdoor",
          "level": 2,
          "childs": [
            {
              "id": "69",
              "parentId": "68",
              "title": "徒步",
              "path": "sports/outdoor/hiking",
              "sort": 10,
              "description": null,
              "bigCardInterval": null,
              "shareImg": null,
              "enableAtWebsite": true,
              "category_route": "hiking",
              "level": 3
            }
          ]
        }
      ]
    }
  ]
};

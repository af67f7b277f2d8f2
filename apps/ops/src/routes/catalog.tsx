/** 商品价格与上下架 (merchandising): a colour's price and slash price, and publishing it. */
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fen, toFen } from "../format";
import { api, messageOf } from "../lib-api";
import { Btn, inputCls, Label, Notice, PageHeader, Panel } from "../ui";

interface PriceResponse {
  productId: string;
  priceFen: number;
  slashPriceFen: number | null;
}

export function CatalogPage() {
  const [productId, setProductId] = useState("");
  const [price, setPrice] = useState("");
  const [slash, setSlash] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const fresh = () => setKey(crypto.randomUUID());
  const id = productId.trim();
  const changePrice = useMutation({
    mutationFn: () =>
      api.post<PriceResponse>(
        `/colors/${encodeURIComponent(id)}/price`,
        { priceFen: toFen(Number(price)), slashPriceFen: slash.trim() === "" ? null : toFen(Number(slash)) },
        key,
      ),
    onSuccess: fresh,
  });
  const publish = useMutation({
    mutationFn: (value: boolean) =>
      api.post<{ productId: string; publish: boolean }>(`/colors/${encodeURIComponent(id)}/publish`, { publish: value }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    changePrice.mutate();
  }

  return (
    <>
      <PageHeader title="商品价格与上下架" subtitle="按颜色款编号（productId）改价或上下架；每次修改均记录审计日志，店铺页面随即更新" />
      <div className="grid grid-cols-2 gap-6">
        <Panel title="改价">
          <form onSubmit={submit} className="flex flex-col gap-4" aria-label="改价">
            {changePrice.error ? <Notice tone="error">{messageOf(changePrice.error)}</Notice> : null}
            {changePrice.data ? (
              <Notice tone="success">
                {changePrice.data.productId} 售价 {fen(changePrice.data.priceFen)}
                {changePrice.data.slashPriceFen === null ? "，无划线价" : `，划线价 ${fen(changePrice.data.slashPriceFen)}`}
              </Notice>
            ) : null}
            <Label text="颜色款编号">
              <input
                className={`${inputCls} font-mono`}
                value={productId}
                onChange={(e) => {
                  setProductId(e.target.value);
                  fresh();
                }}
                required
              />
            </Label>
            <div className="grid grid-cols-2 gap-4">
              <Label text="售价（元）">
                <input
                  className={inputCls}
                  inputMode="decimal"
                  value={price}
                  onChange={(e) => {
                    setPrice(e.target.value);
                    fresh();
                  }}
                  required
                />
              </Label>
              <Label text="划线价（元，选填）">
                <input
                  className={inputCls}
                  inputMode="decimal"
                  value={slash}
                  onChange={(e) => {
                    setSlash(e.target.value);
                    fresh();
                  }}
                />
              </Label>
            </div>
            <div>
              <Btn type="submit" disabled={changePrice.isPending || id === "" || !(Number(price) > 0)}>
                保存价格
              </Btn>
            </div>
          </form>
        </Panel>
        <Panel title="上下架">
          <div className="flex flex-col gap-4">
            {publish.error ? <Notice tone="error">{messageOf(publish.error)}</Notice> : null}
            {publish.data ? (
              <Notice tone="success">
                {publish.data.productId} 已{publish.data.publish ? "上架" : "下架"}
              </Notice>
            ) : null}
            <p className="text-sm text-grey-600">对左侧填写的颜色款编号生效。下架后该颜色不再出现在列表与搜索中，商品页不可购买。</p>
            <div className="flex gap-2">
              <Btn onClick={() => publish.mutate(true)} disabled={publish.isPending || id === ""}>
                上架
              </Btn>
              <Btn variant="danger" onClick={() => publish.mutate(false)} disabled={publish.isPending || id === ""}>
                下架
              </Btn>
            </div>
          </div>
        </Panel>
      </div>
    </>
  );
}

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gql, latestSmsCode, loginViaApi, readCaptcha, trackCaptchas, uniqueMobile } from "./members-helpers";

// Issue 21 item 7: only the holder of a mobile may ask 到货提醒 for it. A guest proves the mobile
// on the product page with the image captcha and an SMS code (read from the gateway's sandbox
// outbox); a signed-in member asks for their own cellphone in one tap.

interface SoldOutColour {
  path: string;
  sizes: string[];
}

/** A seeded colour with a sold-out size (and one in stock, so the page sells it). */
async function soldOutColour(page: Page): Promise<SoldOutColour> {
  const { searchProductColors } = await gql<{ searchProductColors: { productColorIds: string[] } }>(
    page,
    "{ searchProductColors(pageNumber: 1, pageSize: 60) { productColorIds } }",
  );
  const { productColors } = await gql<{
    productColors: Array<{ productSlug: string; styleSlug: string; productSizes: Array<{ cnSize: string; saleableQty: number }> }>;
  }>(page, "query($ids:[ID!]!){ productColors(ids:$ids){ productSlug styleSlug productSizes { cnSize saleableQty } } }", {
    ids: searchProductColors.productColorIds,
  });
  const colour = productColors.find(
    (c) => c.productSizes.some((s) => s.saleableQty === 0) && c.productSizes.some((s) => s.saleableQty > 0),
  );
  expect(colour, "a seeded colour with a sold-out size").toBeTruthy();
  return {
    path: `/products/${colour!.styleSlug}/${colour!.productSlug}`,
    sizes: colour!.productSizes.filter((s) => s.saleableQty === 0).map((s) => s.cnSize),
  };
}

async function openReminder(page: Page, colour: SoldOutColour) {
  await page.goto(colour.path);
  const dialog = page.getByRole("dialog", { name: "到货提醒" });
  // The reminder is server-rendered and hydrates when the product extras' chunk arrives (after
  // the page's own hydration): a click before that does nothing, so click until it opens.
  await expect(async () => {
    await page.getByRole("button", { name: "到货提醒", exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  if (colour.sizes.length > 1) await dialog.getByRole("radio", { name: colour.sizes[0]!, exact: true }).check({ force: true });
  return dialog;
}

test.describe("到货提醒", () => {
  test("a guest proves the mobile with the image captcha and an SMS code", async ({ page, consoleProblems }, info) => {
    trackCaptchas(page);
    await page.goto("/");
    const colour = await soldOutColour(page);
    const mobile = uniqueMobile();
    const dialog = await openReminder(page, colour);

    // Without the code the form does not send.
    await dialog.getByLabel("手机号").fill(mobile);
    await dialog.getByRole("button", { name: "提交" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("请输入短信验证码");

    await dialog.getByLabel("图形验证码").fill(await readCaptcha(page, dialog));
    await dialog.getByRole("button", { name: "获取验证码" }).click();
    await expect(dialog.getByRole("button", { name: /^\d+s 重新发送$/ })).toBeDisabled();
    const code = await latestSmsCode(page.request, mobile);
    await page.screenshot({ path: info.outputPath(`arrival-reminder-guest-${info.project.name}.png`) });

    // A wrong code is refused by the gateway, the right one is accepted.
    await dialog.getByLabel("短信验证码").fill(code === "000000" ? "111111" : "000000");
    await dialog.getByRole("button", { name: "提交" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("短信验证码错误或已过期");
    await dialog.getByLabel("短信验证码").fill(code);
    await dialog.getByRole("button", { name: "提交" }).click();
    await expect(page.getByTestId("toast")).toHaveText("到货后将短信通知您");
    await expect(dialog).toBeHidden();
    // The sandbox outbox's text names the purpose.
    const outbox = (await (await page.request.get(`/sandbox/sms/outbox?mobile=${mobile}&limit=1`)).json()) as {
      messages: Array<{ text: string }>;
    };
    expect(outbox.messages[0]?.text).toContain("到货提醒验证码");
    expect(consoleProblems.errors).toEqual([]);
  });

  test("a member asks for their own cellphone in one tap", async ({ page }) => {
    const mobile = uniqueMobile();
    await loginViaApi(page, mobile);
    const colour = await soldOutColour(page);
    const dialog = await openReminder(page, colour);
    await expect(dialog.getByText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`)).toBeVisible();
    await expect(dialog.getByLabel("短信验证码")).toHaveCount(0);
    await dialog.getByRole("button", { name: "提交" }).click();
    await expect(page.getByTestId("toast")).toHaveText("到货后将短信通知您");
  });
});

import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, PopupProvider } from "@xunlan/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ShareProvider, useShare } from "./share-provider";

const WECHAT_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI Language/zh_CN";
// a tiny poster: the gateway's is a 600×800 SVG with the page's QR code
const POSTER = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#fff"/><rect width="600" height="120" fill="#111"/><text x="300" y="75" fill="#fff" font-size="40" text-anchor="middle">XUNLAN</text></svg>')}`;

function ShareButton() {
  const sharer = useShare();
  return <Button onClick={() => sharer?.share({ title: "疾风跑鞋 2 | 迅岚 XUNLAN" })}>分享给好友</Button>;
}

const meta = {
  title: "HeaderFooter/Share",
  component: ShareProvider,
  tags: ["autodocs"],
  decorators: [(Story) => <PopupProvider>{Story()}</PopupProvider>],
  args: {
    isLoggedIn: false,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
    getPoster: fn(async () => ({ url: "https://www.xunlan.example/?sharer=M1", image: POSTER })),
    children: <ShareButton />,
  },
} satisfies Meta<typeof ShareProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest outside WeChat: the system share sheet, else the link copied with a toast. */
export const Guest: Story = {};

/** Inside WeChat: the guide to the top-right ··· menu. */
export const WeChatGuide: Story = {
  args: { userAgent: WECHAT_UA },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "分享给好友" }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole("dialog", { name: "微信分享指引" })).toHaveTextContent("点击右上角「···」");
  },
};

/** A member: copy link and their QR poster. */
export const MemberPoster: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "分享给好友" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "生成分享海报" }));
    await expect(args.getPoster).toHaveBeenCalled();
    const poster = await body.findByRole("img", { name: "分享海报" });
    // the dialog fades in (a real browser runs the transition; at 1440 it starts transparent)
    await waitFor(() => expect(poster).toBeVisible());
  },
};

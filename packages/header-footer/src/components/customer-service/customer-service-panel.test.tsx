import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer } from "../footer/footer";
import { CustomerServicePanel, type CustomerServicePanelProps } from "./customer-service-panel";

type Send = CustomerServicePanelProps["onSend"];

afterEach(cleanup);

const receipt = { ticketNo: "CS20261123-000007", message: "已收到您的留言，工单号 CS20261123-000007" };

function fill(mobile: string, content: string) {
  fireEvent.change(screen.getByLabelText("手机号码（用于回复您）"), { target: { value: mobile } });
  fireEvent.change(screen.getByLabelText(/您的问题/), { target: { value: content } });
  fireEvent.click(screen.getByRole("button", { name: "提交留言" }));
}

describe("在线客服 panel", () => {
  it("shows the hours 10:00-22:00, the hotline and the official-account QR", () => {
    render(
      <CustomerServicePanel
        open
        onClose={() => {}}
        onSend={vi.fn<Send>()}
        phone="400-820-1818"
        officialAccountValue="https://x.example/oa"
      />,
    );
    expect(screen.getByText(/服务时间：每天 10:00-22:00/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /400-820-1818/ }).getAttribute("href")).toBe("tel:4008201818");
    expect(screen.getByRole("img", { name: "迅岚公众号二维码" })).toBeTruthy();
  });

  it("sends the question and shows the ticket number only after it was accepted", async () => {
    let accept!: (v: typeof receipt) => void;
    const onSend = vi.fn<Send>(() => new Promise<typeof receipt>((r) => (accept = r)));
    render(<CustomerServicePanel open onClose={() => {}} onSend={onSend} phone="400-820-1818" />);
    fireEvent.change(screen.getByLabelText("咨询类型"), { target: { value: "退换货" } });
    fill("13812345678", "  尺码不合适可以换吗？ ");
    expect(onSend).toHaveBeenCalledWith({ mobile: "13812345678", topic: "退换货", content: "尺码不合适可以换吗？" });
    expect(screen.queryByTestId("ticket-no")).toBeNull();
    accept(receipt);
    expect((await screen.findByTestId("ticket-no")).textContent).toBe("CS20261123-000007");
  });

  it("refuses a bad mobile or an empty question without sending", () => {
    const onSend = vi.fn<Send>();
    render(<CustomerServicePanel open onClose={() => {}} onSend={onSend} phone="400-820-1818" />);
    fill("1234", "你好");
    expect(screen.getByRole("alert").textContent).toBe("请输入正确的手机号码");
    fill("13812345678", "   ");
    expect(screen.getByRole("alert").textContent).toBe("请输入您的问题");
    fill("13812345678", "字".repeat(501));
    expect(screen.getByRole("alert").textContent).toBe("问题描述不能超过 500 个字");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows why the service refused it", async () => {
    const onSend = vi.fn<Send>(() => Promise.reject(new Error("留言过于频繁，请稍后再试或拨打客服热线")));
    render(<CustomerServicePanel open onClose={() => {}} onSend={onSend} phone="400-820-1818" />);
    fill("13812345678", "你好");
    expect((await screen.findByRole("alert")).textContent).toBe("留言过于频繁，请稍后再试或拨打客服热线");
    expect(screen.queryByTestId("ticket-no")).toBeNull();
  });
});

describe("footer 在线客服", () => {
  it("opens the panel when the footer can send messages", () => {
    render(
      <PopupProvider>
        <Footer onSendServiceMessage={vi.fn<Send>(async () => receipt)} memberMobile="13912345678" />
      </PopupProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "在线客服" }));
    const dialog = screen.getByRole("dialog", { name: "在线客服" });
    expect((within(dialog).getByLabelText("手机号码（用于回复您）") as HTMLInputElement).value).toBe("13912345678");
  });

  it("links to the FAQ when nothing can take a message", () => {
    render(
      <PopupProvider>
        <Footer />
      </PopupProvider>,
    );
    expect(screen.getByRole("link", { name: "在线客服" })).toBeTruthy();
  });
});

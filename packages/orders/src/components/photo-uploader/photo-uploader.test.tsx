import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { UploadedPhoto } from "./photo-uploader";
import { PhotoUploader } from "./photo-uploader";

const jpeg = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });

describe("PhotoUploader", () => {
  it("uploads each picked picture, shows it done, and removes it", async () => {
    const onUpload = vi.fn<(file: File) => Promise<{ key: string }>>(async (file) => ({ key: `k/${file.name}` }));
    const onChange = vi.fn<(photos: readonly UploadedPhoto[]) => void>();
    render(<PhotoUploader onUpload={onUpload} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("上传照片"), { target: { files: [jpeg("a.jpg"), jpeg("b.jpg")] } });
    const list = screen.getByRole("list", { name: "已上传的照片" });
    await waitFor(() => expect(within(list).queryAllByLabelText("上传中")).toHaveLength(0));
    expect(onChange.mock.lastCall![0].map((p) => [p.status, p.key])).toEqual([
      ["done", "k/a.jpg"],
      ["done", "k/b.jpg"],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "删除图片 1" }));
    expect(onChange.mock.lastCall![0].map((p) => p.key)).toEqual(["k/b.jpg"]);
  });

  it("refuses other types, files over 10 MB and a fourth photo before uploading; says when an upload failed", async () => {
    const onUpload = vi.fn<(file: File) => Promise<{ key: string }>>(async (file) => {
      if (file.name === "bad.jpg") throw new Error("图片上传失败，请重试");
      return { key: file.name };
    });
    render(<PhotoUploader onUpload={onUpload} onChange={() => {}} />);
    const input = () => screen.getByLabelText("上传照片");
    fireEvent.change(input(), { target: { files: [new File(["x"], "a.gif", { type: "image/gif" })] } });
    expect(screen.getByRole("alert").textContent).toBe("仅支持 JPG、PNG、WebP 图片");
    fireEvent.change(input(), { target: { files: [jpeg("big.jpg", 10 * 1024 * 1024 + 1)] } });
    expect(screen.getByRole("alert").textContent).toBe("图片不能超过 10MB");
    fireEvent.change(input(), { target: { files: [jpeg("bad.jpg")] } });
    expect(await screen.findByText("上传失败")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("图片上传失败，请重试");
    fireEvent.change(input(), { target: { files: [jpeg("1.jpg"), jpeg("2.jpg"), jpeg("3.jpg")] } });
    expect(screen.getByRole("alert").textContent).toBe("最多上传 3 张图片");
    expect(onUpload.mock.calls.map((c) => c[0].name)).toEqual(["bad.jpg", "1.jpg", "2.jpg"]);
    // Three photos: no more picking.
    await waitFor(() => expect(screen.queryByLabelText("上传照片")).toBeNull());
  });
});

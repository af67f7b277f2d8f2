import type { Meta, StoryObj } from "@storybook/react-vite";
import { padded, wait } from "../../fixtures/story-support";
import { PhotoUploader } from "./photo-uploader";

const meta = {
  title: "UCenter/PhotoUploader",
  component: PhotoUploader,
  tags: ["autodocs"],
  decorators: [padded],
  args: {
    onUpload: async (file: File) => {
      await wait(800);
      return { key: `uploads/after_sale/${file.name}` };
    },
    onChange: () => {},
  },
} satisfies Meta<typeof PhotoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick up to three pictures; each uploads with a spinner. */
export const Default: Story = {};

/** The store refuses every upload: 上传失败 on the thumbnail. */
export const Failing: Story = {
  args: {
    onUpload: async () => {
      await wait(500);
      throw new Error("图片上传失败，请重试");
    },
  },
};

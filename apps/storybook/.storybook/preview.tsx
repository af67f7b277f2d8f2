import type { Preview } from "@storybook/react-vite";
import { PopupProvider } from "@xunlan/ui";
// oxlint-disable-next-line import/no-unassigned-import -- global styles of every story
import "./preview.css";

/** Viewports of the store: a WeChat phone, a tablet and a desktop (spec §1: must work in WeChat). */
export const VIEWPORTS = {
  wechat: { name: "WeChat phone (390)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  tablet: { name: "Tablet (768)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
  desktop: { name: "Desktop (1440)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const;

const preview: Preview = {
  decorators: [
    (Story) => (
      <PopupProvider>
        <Story />
      </PopupProvider>
    ),
  ],
  parameters: {
    layout: "padded",
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ["UI", "HeaderFooter"] } },
  },
  tags: ["autodocs"],
};

export default preview;

import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_ADDRESSES, SAMPLE_FAVORITES, SAMPLE_MEMBER } from "../../fixtures/member";
import { loadSampleRegions, StoryProductCard, wait, withPopups } from "../../fixtures/story-support";
import { AddressBook } from "../address-book/address-book";
import { FavoritesGrid } from "../favorites-grid/favorites-grid";
import { ProfileView } from "../profile/profile-view";
import { UcenterShell } from "./ucenter-shell";

const meta = {
  title: "UCenter/UcenterShell",
  component: UcenterShell,
  tags: ["autodocs"],
  decorators: [withPopups],
  parameters: { layout: "fullscreen" },
  args: { member: SAMPLE_MEMBER, active: "member", onLogout: () => wait() },
} satisfies Meta<typeof UcenterShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /ucenter/member: profile and address book. */
export const Member: Story = {
  args: {
    children: (
      <div className="flex flex-col gap-14">
        <ProfileView member={SAMPLE_MEMBER} onSave={() => wait()} loadRegions={loadSampleRegions} />
        <AddressBook
          addresses={SAMPLE_ADDRESSES}
          loadRegions={loadSampleRegions}
          onAdd={() => wait()}
          onUpdate={() => wait()}
          onDelete={() => wait()}
          onSetDefault={() => wait()}
        />
      </div>
    ),
  },
};

/** /ucenter/favorites. */
export const Favorites: Story = {
  args: {
    active: "favorites",
    children: <FavoritesGrid items={SAMPLE_FAVORITES} total={6} renderProductCard={(item) => <StoryProductCard favorite={item} />} />,
  },
};

/** The member is still loading. */
export const Loading: Story = { args: { member: null, children: <ProfileView member={null} onSave={() => wait()} /> } };

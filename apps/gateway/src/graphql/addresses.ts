import type { CustomerAddress, Resolvers } from "../generated/resolvers-types";
import { type AddressRow, addAddress, deleteAddress, listAddresses, regionTree, updateAddress } from "../modules/addresses";
import { requireMember } from "./viewer";

const toAddress = (row: AddressRow): CustomerAddress => ({ ...row, id: String(row.id) });

/** GraphQL resolvers of the address book (spec §3 customer address, §7). */
export const addressResolvers: Resolvers = {
  Query: {
    addressOptions: () => regionTree(),
    customerAddresses: async (_parent, args, context) => {
      const viewer = requireMember(context);
      const page = await listAddresses(context.db, viewer.memberUid, args);
      return { ...page, items: page.items.map(toAddress) };
    },
  },
  Mutation: {
    addCustomerAddress: async (_parent, args, context) => {
      const viewer = requireMember(context);
      return toAddress(await addAddress(context.db, viewer.memberUid, args, context.members.clock()));
    },
    updateCustomerAddress: async (_parent, { addressId, ...input }, context) => {
      const viewer = requireMember(context);
      return toAddress(await updateAddress(context.db, viewer.memberUid, addressId, input, context.members.clock()));
    },
    deleteCustomerAddress: async (_parent, { addressId }, context) => {
      const viewer = requireMember(context);
      await deleteAddress(context.db, viewer.memberUid, addressId, context.members.clock());
      return { success: true };
    },
  },
};

import type { CategoryNode } from "@xunlan/api-client";
import type { NavCategory } from "@xunlan/header-footer";

type TreeNode = Pick<CategoryNode, "id" | "title" | "path"> & { childs?: readonly TreeNode[] };

/** Maps the gateway's category tree to the header's menu items (`/explore/{path}` links). */
export function toNavCategories(nodes: readonly TreeNode[]): NavCategory[] {
  return nodes.map((node) => ({
    id: node.id,
    title: node.title,
    href: `/explore/${node.path}`,
    children: node.childs?.length ? toNavCategories(node.childs) : undefined,
  }));
}

import { expect, test } from "./fixtures";

/** Issue 13: /robots.txt and /sitemap.xml answered with the home page's HTML. */
test.describe("robots and sitemap", () => {
  test("/robots.txt is a real robots file naming the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).not.toContain("<html");
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain("Disallow: /checkout");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("/sitemap.xml lists every menu category, the collections and every product colour of the catalogue", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(xml.startsWith("<?xml")).toBe(true);
    expect(new URL(xml.match(/<loc>([^<]+)<\/loc>/)![1]!).origin).toBe(new URL(baseURL!).origin);

    const graphql = async <T>(query: string) =>
      ((await (await request.post("/graphql", { headers: { channel: "WEB" }, data: { query } })).json()) as { data: T }).data;
    type Node = { category_route: string; childs: Node[] };
    const { productCategories } = await graphql<{ productCategories: Node[] }>(
      "{ productCategories { category_route childs { category_route childs { category_route childs { category_route } } } } }",
    );
    const walk = (nodes: Node[], parent: string): string[] =>
      nodes.flatMap((node) => [`${parent}/${node.category_route}`, ...walk(node.childs ?? [], `${parent}/${node.category_route}`)]);
    const categories = walk(productCategories, "/explore");
    expect(categories.length).toBeGreaterThan(10);
    for (const path of categories) expect(locs, path).toContain(path);
    expect(locs).toContain("/explore/collection/lanfoam");

    const { searchProductColors } = await graphql<{ searchProductColors: { count: number } }>(
      "{ searchProductColors(pageSize: 1) { count } }",
    );
    expect(locs.filter((path) => path.startsWith("/products/"))).toHaveLength(searchProductColors.count);
    expect(locs).toContain(locs.find((path) => path.startsWith("/products/velox-run-2/")));
    expect(locs.filter((path) => path.startsWith("/ucenter") || path.startsWith("/checkout"))).toEqual([]);
  });
});

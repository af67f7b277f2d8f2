/**
 * Request header through which the handler ({@link createStorefrontHandler}) asks the app for a
 * page shell (issue 27 §1): a render for the shared page cache that shows nothing of any one
 * shopper. Its value is the shell: `guest` or `member` (a member's shell: the header signed in,
 * without the member's name, bag count or favourites, which the browser fills after hydration).
 * A client's own value never reaches the render (the handler removes it).
 */
export const PAGE_SHELL_HEADER = "x-xunlan-page-shell";

/** The two shells of a cacheable page: for a visitor without the login flag, and for a member. */
export type PageShell = "guest" | "member";

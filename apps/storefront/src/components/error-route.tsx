import { ErrorPage } from "@xunlan/header-footer";
import { RouterAnchor } from "./router-anchor";

/** The §2 error page (404 → not-found text; anything else → server-error text) with 返回首页. */
export function ErrorRoute({ code }: { code: number }) {
  return <ErrorPage statusCode={code} LinkComponent={RouterAnchor} />;
}

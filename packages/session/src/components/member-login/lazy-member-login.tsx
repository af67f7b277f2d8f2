import { lazy, Suspense, useState } from "react";
import type { MemberLoginProps } from "./member-login";

// The login popup (auth-popup's forms, the WeChat QR encoder) is code that no first paint
// needs: it loads the first time the user menu or the mobile sheet opens.
const MemberLogin = lazy(() => import("./member-login").then((module) => ({ default: module.MemberLogin })));

/**
 * {@link MemberLogin} behind a dynamic import: nothing renders (or loads) until it is first
 * open; after that it stays mounted so the sheet can animate closed.
 */
export function LazyMemberLogin(props: MemberLoginProps) {
  const open = props.open ?? true;
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MemberLogin {...props} />
    </Suspense>
  );
}

/** Fetches the login popup's code once the browser is idle, so the first open shows it at once. */
export function preloadMemberLoginWhenIdle(): () => void {
  const load = () => void import("./member-login");
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(load, { timeout: 8000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 4000);
  return () => window.clearTimeout(timer);
}

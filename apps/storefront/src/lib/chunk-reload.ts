import { shouldReloadAfterChunkError } from "@xunlan/validation";

/**
 * Spec §2/§8: a chunk-load failure reloads the page, at most once per 60 seconds. The last
 * reload time lives in sessionStorage so the guard survives the reload itself.
 */
export const CHUNK_RELOAD_KEY = "xunlan:chunk-reload-at";

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** Whether an error looks like a failed dynamic import / preload. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads unless a reload already happened in the last 60 s; returns whether it reloaded.
 * Without sessionStorage it never reloads (no way to prevent a reload loop).
 */
export function reloadOnceForChunkError(
  now = Date.now(),
  storage: Pick<Storage, "getItem" | "setItem"> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    if (!shouldReloadAfterChunkError(raw === null ? null : Number(raw), now)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Installs the window listeners: vite's `vite:preloadError`, plus unhandled rejections and
 * errors that are chunk failures. All window errors are logged (spec §8). Returns a disposer.
 */
export function installChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    console.error("[chunk] preload failed", (event as Event & { payload?: unknown }).payload);
    if (reloadOnceForChunkError()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error("[window] unhandled rejection", event.reason);
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
  };
  const onError = (event: ErrorEvent) => {
    console.error("[window] error", event.error ?? event.message);
    if (isChunkLoadError(event.error ?? event.message)) reloadOnceForChunkError();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  window.addEventListener("unhandledrejection", onRejection);
  window.addEventListener("error", onError);
  return () => {
    window.removeEventListener("vite:preloadError", onPreloadError);
    window.removeEventListener("unhandledrejection", onRejection);
    window.removeEventListener("error", onError);
  };
}

/**
 * Spec §2/§8: a chunk-load failure reloads the page, at most once per 60 seconds. The last
 * reload time lives in sessionStorage so the guard survives the reload itself.
 */
export const CHUNK_RELOAD_KEY = "xunlan:chunk-reload-at";
/** Spec §2: at most one reload per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** Whether an error looks like a failed dynamic import / preload. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

/**
 * Reloads unless a reload already happened in the last 60 s. Returns whether it reloaded.
 * `now`, `storage` and `reload` are injectable for tests.
 */
export function reloadOnceForChunkError(
  now = Date.now(),
  storage: Pick<Storage, "getItem" | "setItem"> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  } catch {
    // Storage may be unavailable (private mode); then never reload in a loop.
    return false;
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Installs the window listeners: vite's `vite:preloadError`, plus unhandled rejections and
 * errors that are chunk failures. Other window errors are logged (spec §8). Returns a disposer.
 */
export function installChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    console.error("[chunk] preload failed", payload);
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

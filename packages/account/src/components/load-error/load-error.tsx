import { Button } from "@xunlan/ui";
import { UCENTER_MESSAGES as M } from "../../lib/messages";

/** The member centre's failed-load block: 加载失败，请稍后再试 and, given `onRetry`, a 重试 button. */
export function LoadError({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 border border-grey-200 px-6 py-12 text-center">
      <p className="text-sm text-grey-700">{M.loadFailed}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {M.retry}
        </Button>
      ) : null}
    </div>
  );
}

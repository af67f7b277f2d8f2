import { MESSAGES } from "@xunlan/validation";
import { Button } from "../button/button";

export interface LoadErrorProps {
  /** Asks again; without it the block only says what happened. */
  onRetry?: (() => void) | undefined;
}

/** A block whose data did not load: 加载失败，请稍后再试 and, given `onRetry`, a 重试 button. */
export function LoadError({ onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 border border-grey-200 px-6 py-12 text-center">
      <p className="text-sm text-grey-700">{MESSAGES.loadFailed}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {MESSAGES.retry}
        </Button>
      ) : null}
    </div>
  );
}

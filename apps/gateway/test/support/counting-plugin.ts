import type { Plugin } from "graphql-yoga";

/** What yoga did with the requests that reached it: requests received, documents parsed, operations run. */
export interface YogaCounts {
  requests: number;
  parses: number;
  executions: number;
}

/**
 * A yoga plugin (createGateway's `extraPlugins`) counting the requests yoga received, the parse calls
 * and the executions: proves that a refused request was never parsed or run.
 */
export function countingPlugin(): { plugin: Plugin; counts: YogaCounts; reset(): void } {
  const counts: YogaCounts = { requests: 0, parses: 0, executions: 0 };
  return {
    counts,
    reset() {
      counts.requests = 0;
      counts.parses = 0;
      counts.executions = 0;
    },
    plugin: {
      // Before any plugin reads the params: every request yoga received.
      onRequestParse() {
        counts.requests += 1;
      },
      onParse() {
        counts.parses += 1;
      },
      onExecute() {
        counts.executions += 1;
      },
    },
  };
}

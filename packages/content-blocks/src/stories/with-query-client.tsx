import type { Decorator } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense } from "react";

/** Stories only: a fresh query cache, as the storefront's root gives each request. */
export const newStoryQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Stories only: the query cache a story's loader filled (`loaded.queryClient`, as the route's
 * loader fills it before the server renders), else a fresh one.
 */
export const withQueryClient: Decorator = (Story, context) => (
  <QueryClientProvider client={(context.loaded.queryClient as QueryClient | undefined) ?? newStoryQueryClient()}>
    <Suspense fallback={null}>
      <Story />
    </Suspense>
  </QueryClientProvider>
);

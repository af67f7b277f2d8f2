import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { PopupProvider } from "@xunlan/ui";
import type { ReactNode } from "react";

/** Stories only: a fresh query cache and the popup host, as the storefront's layout gives them. */
export function StoryProviders({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <PopupProvider>{children}</PopupProvider>
    </QueryClientProvider>
  );
}

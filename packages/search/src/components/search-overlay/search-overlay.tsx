import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { type ContentClient, configQueryOptions } from "@xunlan/cms-content";
import { recommendationFor } from "@xunlan/product-ui";
import { Container, useDismiss, useScrollLock } from "@xunlan/ui";
import { SearchPanel } from "../search-panel/search-panel";

/** Props of {@link SearchOverlay}. */
export interface SearchOverlayProps {
  /** The api client (suggestions, results, history). */
  client: ApiClient;
  /** The content loader: the `keyword` document's hot words and the `recmd` document's search_no_result block. */
  content: ContentClient;
  isLoggedIn: boolean;
  /** Esc, the close button, or a result chosen. */
  onClose: () => void;
  /** A category suggestion was chosen: its path under /explore (e.g. `men/shoes`). */
  onCategory: (path: string) => void;
}

/**
 * Header icon 4 (spec §2 search panel, §4 menu index 4): the search panel over the page, with
 * the keyword document's hot words and the search_no_result recommendation. Esc or the close
 * button closes it; the page behind does not scroll meanwhile. Links go through ui's
 * LinkProvider (a result opens the product; the app's route change closes the menu).
 */
export function SearchOverlay({ client, content, isLoggedIn, onClose, onCategory }: SearchOverlayProps) {
  const { data: keywords } = useQuery(configQueryOptions(content, "keyword"));
  const { data: recmd } = useQuery(configQueryOptions(content, "recmd"));

  useDismiss(true, onClose);
  useScrollLock(true);

  return (
    <section
      aria-label="搜索"
      // above the header (--z-header), below popups and confirm dialogs (--z-popup, --z-dialog)
      style={{ zIndex: "var(--z-menu)" }}
      className="fixed inset-0 animate-rise-in overflow-y-auto overscroll-contain bg-paper"
    >
      <Container className="py-5 lg:py-10">
        <SearchPanel
          client={client}
          isLoggedIn={isLoggedIn}
          hotWords={(keywords ?? []).map((k) => k.keyword)}
          recommendation={recommendationFor(recmd ?? [], "search_no_result")}
          onClose={onClose}
          onCategory={onCategory}
        />
      </Container>
    </section>
  );
}

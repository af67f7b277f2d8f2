import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { configQueryOptions } from "@xunlan/cms-content";
import { recommendationFor } from "@xunlan/product-ui";
import { SearchPanel } from "@xunlan/search";
import { Container } from "@xunlan/ui";
import { useEffect } from "react";
import { useSession } from "@xunlan/session";
import { RouterAnchor } from "../router-anchor";

/**
 * Header icon 4 (spec §2 search panel, §4 menu index 4): the search panel over the page, with
 * the keyword document's hot words and the search_no_result recommendation. Esc or the close
 * button closes it; a result opens the product (the route change closes the menu).
 */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { api, content } = useRouteContext({ from: "__root__" });
  const session = useSession();
  const navigate = useNavigate();
  const { data: keywords } = useQuery(configQueryOptions(content, "keyword"));
  const { data: recmd } = useQuery(configQueryOptions(content, "recmd"));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <section
      aria-label="搜索"
      // above the header (--z-header), below popups and confirm dialogs (--z-popup, --z-dialog)
      style={{ zIndex: "var(--z-menu)" }}
      className="fixed inset-0 animate-rise-in overflow-y-auto overscroll-contain bg-paper"
    >
      <Container className="py-5 lg:py-10">
        <SearchPanel
          client={api}
          isLoggedIn={session.isLoggedIn}
          hotWords={(keywords ?? []).map((k) => k.keyword)}
          recommendation={recommendationFor(recmd ?? [], "search_no_result")}
          onClose={onClose}
          onCategory={(path) => void navigate({ href: `/explore/${path}` })}
          linkComponent={RouterAnchor}
        />
      </Container>
    </section>
  );
}

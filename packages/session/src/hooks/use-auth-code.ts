import { useSearch } from "@tanstack/react-router";

/**
 * Spec §2: a query value `authCode` opens the mobile-binding stage (2) of the login popup.
 * Hook point for the members issue: the layout reads it here and will hand it to the login
 * popup; on login success the popup drops it from the query (spec §4).
 */
export function useAuthCode(): string | null {
  return useSearch({
    strict: false,
    select: (search: Record<string, unknown>) =>
      typeof search.authCode === "string" && search.authCode !== "" ? search.authCode : null,
  });
}

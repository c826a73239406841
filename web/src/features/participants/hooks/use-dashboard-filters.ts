// The dashboard's filters and drill-down live in the address (?grade=&section=&risk=&participant=), so
// Back (the page's or the browser's) returns to the list with its filters, and a view can be shared.
import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { RISK_LEVELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import type { DashboardFilters } from "../utils/dashboard-rows";

const isRiskLevel = (value: string | null): value is RiskLevel => RISK_LEVELS.includes(value as RiskLevel);

/** Marks a participant opened from the list, so the page's Back can go back to that very entry. */
interface OpenedFromList {
  openedFromList: true;
}
const OPENED_FROM_LIST: OpenedFromList = { openedFromList: true };
const wasOpenedFromList = (state: unknown): boolean => Boolean(state && (state as Partial<OpenedFromList>).openedFromList);

export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { state } = useLocation();

  const filters = useMemo<DashboardFilters>(() => {
    const risk = params.get("risk");
    return { grade: params.get("grade") ?? "", section: params.get("section") ?? "", risk: isRiskLevel(risk) ? risk : "" };
  }, [params]);
  const participantId = params.get("participant") ?? "";

  const update = useCallback(
    (changes: Record<string, string>, { replace = true, state }: { replace?: boolean; state?: unknown } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace, state },
      ),
    [setParams],
  );

  const showList = useCallback(() => update({ participant: "" }, { replace: false }), [update]);
  const openedFromList = wasOpenedFromList(state);

  return {
    filters,
    participantId,
    setFilter: useCallback((name: keyof DashboardFilters, value: string) => update({ [name]: value }), [update]),
    clearFilters: useCallback(() => update({ grade: "", section: "", risk: "" }), [update]),
    /** A new history entry, so the browser's Back also leaves the participant. */
    showParticipant: useCallback((id: string) => update({ participant: id }, { replace: false, state: OPENED_FROM_LIST }), [update]),
    showList,
    /**
     * The page's Back: the browser's Back when the participant was opened from the list, so the list comes
     * back where it was scrolled to (app/scroll-to-top.tsx); otherwise (a bookmark) the list, newly.
     */
    backToList: useCallback(() => (openedFromList ? void navigate(-1) : showList()), [openedFromList, navigate, showList]),
  };
}

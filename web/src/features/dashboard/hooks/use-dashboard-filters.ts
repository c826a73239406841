// The dashboard's filters and drill-down live in the address (?grade=&section=&risk=&participant=), so
// Back (the page's or the browser's) returns to the list with its filters, and a view can be shared.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { RISK_LEVELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import type { DashboardFilters } from "../utils/dashboard-rows";

const isRiskLevel = (value: string | null): value is RiskLevel => RISK_LEVELS.includes(value as RiskLevel);

export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<DashboardFilters>(() => {
    const risk = params.get("risk");
    return { grade: params.get("grade") ?? "", section: params.get("section") ?? "", risk: isRiskLevel(risk) ? risk : "" };
  }, [params]);
  const participantId = params.get("participant") ?? "";

  const update = useCallback(
    (changes: Record<string, string>, replace = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    filters,
    participantId,
    setFilter: useCallback((name: keyof DashboardFilters, value: string) => update({ [name]: value }), [update]),
    clearFilters: useCallback(() => update({ grade: "", section: "", risk: "" }), [update]),
    /** A new history entry, so the browser's Back also leaves the participant. */
    showParticipant: useCallback((id: string) => update({ participant: id }, false), [update]),
    showList: useCallback(() => update({ participant: "" }, false), [update]),
  };
}

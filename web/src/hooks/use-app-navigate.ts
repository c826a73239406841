// navigate() with the spec's query-string carrying rule (see lib/carry-query.ts).
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { NavigateOptions } from "react-router-dom";
import { withCarriedQuery } from "../lib/carry-query";

export interface AppNavigateOptions extends NavigateOptions {
  /** Set to false to leave the current query string behind. */
  carryQuery?: boolean;
}

export function useAppNavigate() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (to: string, { carryQuery = true, ...options }: AppNavigateOptions = {}) =>
      navigate(withCarriedQuery(to, { pathname, search }, carryQuery), options),
    [navigate, pathname, search],
  );
}

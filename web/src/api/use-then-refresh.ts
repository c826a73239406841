// A call that changes something, then what shows it read again: the hook resolves with the call's answer
// once both are done, so the page that awaits it shows the change.
import { useCallback } from "react";

export function useThenRefresh<Args extends unknown[], Result>(
  change: (...args: Args) => Promise<Result>,
  refresh: (result: Result) => Promise<unknown>,
): (...args: Args) => Promise<Result> {
  return useCallback(
    async (...args: Args) => {
      const result = await change(...args);
      await refresh(result);
      return result;
    },
    [change, refresh],
  );
}

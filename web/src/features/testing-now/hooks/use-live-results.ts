// The live results of the chosen class: listens while a class is chosen, stops on a change of class and on
// leaving the page.
import { useEffect, useState } from "react";
import type { ClassRef, ListenFailure, ListenToClass } from "../api/listener";
import type { LiveResult } from "../utils/class-states";

export interface LiveResults {
  results: LiveResult[] | null;
  /** The results shown are the device's copy: the server has not confirmed them (offline). */
  stale: boolean;
  failure: ListenFailure | null;
}

const WAITING: LiveResults = { results: null, stale: false, failure: null };

export function useLiveResults(klass: ClassRef | null, listen: ListenToClass): LiveResults {
  const schoolId = klass?.schoolId ?? "";
  const grade = klass?.grade ?? "";
  const section = klass?.section ?? "";
  const key = JSON.stringify([schoolId, grade, section]);
  // What the listener last said, and of which class: another class's results are never shown.
  const [heard, setHeard] = useState<{ key: string; live: LiveResults }>({ key: "", live: WAITING });

  useEffect(() => {
    if (!schoolId || !grade) return undefined;
    const of = JSON.stringify([schoolId, grade, section]);
    return listen(
      { schoolId, grade, section },
      {
        onResults: (results, { fromCache }) => setHeard({ key: of, live: { results, stale: fromCache, failure: null } }),
        onError: (failure) => setHeard((current) => ({ key: of, live: { ...(current.key === of ? current.live : WAITING), failure } })),
      },
    );
  }, [schoolId, grade, section, listen]);

  return heard.key === key ? heard.live : WAITING;
}

// The shape of a class listener, apart from Firestore, so the page can be tested with a fake one.
import type { LiveResult } from "../utils/class-states";

export interface ClassRef {
  schoolId: string;
  grade: string;
  /** Empty: every section of the grade. */
  section: string;
}

export type ListenFailure = "denied" | "failed";

export interface ClassListenerCallbacks {
  /** Every result of the class, each time any changes; fromCache while the server has not confirmed them (offline). */
  onResults: (results: LiveResult[], meta: { fromCache: boolean }) => void;
  /** The listener was refused (denied) or broke; it has stopped. */
  onError: (failure: ListenFailure) => void;
}

/** Starts listening; returns the function that stops. */
export type ListenToClass = (klass: ClassRef, callbacks: ClassListenerCallbacks) => () => void;

// The live results of one class: a Firestore listener on assessment_results of the caller's school with the
// class's grade (and section). The rules allow a list only when its filters prove every match is in the
// caller's scope, so school_id is always one of them (tests/rules/firestore-testing-now.test.ts).
import { collection, onSnapshot, query, where } from "firebase/firestore";
import type { QueryFieldFilterConstraint } from "firebase/firestore";
import { firestore } from "../../../lib/firestore";
import { toLiveResult } from "../utils/live-result";
import type { ClassRef, ListenToClass } from "./listener";

function filters({ schoolId, grade, section }: ClassRef): QueryFieldFilterConstraint[] {
  const list = [where("school_id", "==", schoolId), where("participant.grade", "==", grade)];
  return section ? [...list, where("participant.section", "==", section)] : list;
}

export const listenToClass: ListenToClass = (klass, { onResults, onError }) =>
  onSnapshot(
    query(collection(firestore, "assessment_results"), ...filters(klass)),
    { includeMetadataChanges: true },
    (snapshot) => onResults(snapshot.docs.map((doc) => toLiveResult(doc.id, doc.data())), { fromCache: snapshot.metadata.fromCache }),
    (error) => onError(error.code === "permission-denied" ? "denied" : "failed"),
  );

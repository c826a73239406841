// The grades and sections a school has students in, kept on schools/{id} (grades, sections) as students
// are added, so the dashboard's filters never read every student (docs/decisions/0024). Removing a
// student leaves the lists as they are: a class with nobody left in it lists nobody.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { WriteBatch, Transaction } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { CLASSES_LISTED, PARTICIPANTS, SCHOOLS } from "../../../db/collections";

/** Set on a school whose lists hold every class: new schools, and older ones once listed. */

type Placed = { school_id: string | null; grade: string | null; section: string | null };

const present = (values: readonly (string | null)[]) => [...new Set(values.filter((v): v is string => typeof v === "string" && v.trim() !== ""))];

/** arrayUnion of the values, or nothing at all (arrayUnion refuses to be called empty). */
const unionOf = (field: string, values: readonly string[]) => (values.length > 0 ? { [field]: FieldValue.arrayUnion(...values) } : {});

function db() {
  return getFirestore(adminApp());
}

/** Adds the classes of new students (all of one school, or none) to the batch or transaction that creates them. */
export function addClasses(writer: WriteBatch | Transaction, students: readonly Placed[]): void {
  const schoolId = students.find((s) => s.school_id)?.school_id;
  if (!schoolId) return;
  const grades = present(students.map((s) => s.grade));
  const sections = present(students.map((s) => s.section));
  if (grades.length === 0 && sections.length === 0) return;
  const ref = db().collection(SCHOOLS).doc(schoolId);
  const data = { ...unionOf("grades", grades), ...unionOf("sections", sections) };
  // The same call on either writer: their set() overloads do not unify for the type checker.
  if ("commit" in writer) writer.set(ref, data, { merge: true });
  else writer.set(ref, data, { merge: true });
}

const natural = (values: readonly string[]) => [...values].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));

/**
 * The school's grades and sections in natural order ("2" before "10"). A school registered before the
 * lists were kept is listed once from its students (their two fields only) and marked listed.
 */
export async function readSchoolClasses(schoolId: string): Promise<{ grades: string[]; sections: string[] }> {
  const ref = db().collection(SCHOOLS).doc(schoolId);
  const school = await ref.get();
  const listed = (field: string) => present(((school.get(field) as unknown[] | undefined) ?? []).map((v) => (typeof v === "string" ? v : null)));
  if (school.get(CLASSES_LISTED) === true) return { grades: natural(listed("grades")), sections: natural(listed("sections")) };
  const students = await db().collection(PARTICIPANTS).where("school_id", "==", schoolId).select("grade", "section").get();
  const placed = students.docs.map((doc) => ({ grade: doc.get("grade") as string | null, section: doc.get("section") as string | null }));
  const grades = present([...listed("grades"), ...placed.map((p) => p.grade)]);
  const sections = present([...listed("sections"), ...placed.map((p) => p.section)]);
  if (school.exists) await ref.set({ ...unionOf("grades", grades), ...unionOf("sections", sections), [CLASSES_LISTED]: true }, { merge: true });
  return { grades: natural(grades), sections: natural(sections) };
}

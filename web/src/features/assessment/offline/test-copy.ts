// Each opened test as it was read (its questions, never a key), and the questions answered on this
// device: after a reload without the network the player starts from these, so it neither loses its
// place nor asks again a question whose answer was sent before the reload (docs/decisions/0047).
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { playerDb } from "./player-db";

export interface TestCopy {
  result: ResultResponse;
  /** Question ids answered on this device, sent or not. */
  answered: number[];
}

export async function saveTestCopy(result: ResultResponse): Promise<void> {
  const db = await playerDb();
  const known = await db.get("tests", result.id);
  await db.put("tests", { id: result.id, result, answered: known?.answered ?? [], saved_at: Date.now() });
}

export async function readTestCopy(resultId: string): Promise<TestCopy | undefined> {
  const known = await (await playerDb()).get("tests", resultId);
  return known ? { result: known.result, answered: known.answered } : undefined;
}

async function changeAnswered(resultId: string, change: (ids: Set<number>) => void): Promise<void> {
  const db = await playerDb();
  const tx = db.transaction("tests", "readwrite");
  const known = await tx.store.get(resultId);
  if (known) {
    const ids = new Set(known.answered);
    change(ids);
    await tx.store.put({ ...known, answered: [...ids] });
  }
  await tx.done;
}

export const rememberAnswered = (resultId: string, questionId: number) => changeAnswered(resultId, (ids) => ids.add(questionId));
export const forgetAnswered = (resultId: string, questionId: number) => changeAnswered(resultId, (ids) => ids.delete(questionId));

/** Once the server has the completed test: nothing of it stays on the device (its copy, clips and any refusals). */
export async function forgetTest(resultId: string): Promise<void> {
  const db = await playerDb();
  const tx = db.transaction(["tests", "speech", "refused"], "readwrite");
  const prefix = `${resultId}|`;
  const refused = await tx.objectStore("refused").index("by_result").getAllKeys(resultId);
  await Promise.all([
    tx.objectStore("tests").delete(resultId),
    tx.objectStore("speech").delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`)),
    ...refused.map((key) => tx.objectStore("refused").delete(key)),
    tx.done,
  ]);
}

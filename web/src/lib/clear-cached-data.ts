// Forgets every response SWR holds (profile, participants, assessments, results), so the next person
// signed in on this browser never sees the last one's data (spec section 4: logout resets them).
import { mutate } from "swr";

export async function clearCachedData(): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
}

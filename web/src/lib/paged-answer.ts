// A list contract answers the spec's plain array without `limit` and a page with it (domain/src/api/paging.ts),
// so its response type is the union: these say which one a call asked for.
import type { Page } from "@readbright/domain/api/paging";

/** The answer of a call that sent `limit`: a page. */
export function paged<Answer>(answer: Answer): Extract<Answer, Page<unknown>> {
  if (Array.isArray(answer)) throw new TypeError("A paged list answered without pages: was `limit` sent?");
  return answer as Extract<Answer, Page<unknown>>;
}

/** The answer of a call without `limit`: the plain array. */
export function listed<Answer>(answer: Answer): Extract<Answer, readonly unknown[]> {
  if (!Array.isArray(answer)) throw new TypeError("A list answered with a page: was `limit` sent?");
  return answer as Extract<Answer, readonly unknown[]>;
}

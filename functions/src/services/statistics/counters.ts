// Sums that grow with every counted result and never need the results read again (issue 29): item and
// section statistics, machine-and-person agreement, screening accuracy. A contribution is a map of named
// numbers (counts, sums, sums of squares and cross-products); taking one back is adding its negation,
// so a re-score is "take the old back, add the new" and a deletion is "take it back", in the same
// transaction as the change that causes it. A scope's shard is chosen from a seed (a result's id), so a
// burst of completions spreads over SHARDS documents.
import { createHash } from "node:crypto";
import type { JoinedWrite } from "../../core/transaction-step";
import { deleteShards, incrementShard, readShards } from "./repositories/counter-repository";

/** Documents per scope: ten sustain about ten completions a second on one band. */
export const SHARDS = 10;

export type Contribution = Readonly<Record<string, number>>;

export function shardOf(seed: string): number {
  return createHash("sha256").update(seed).digest().readUInt32BE(0) % SHARDS;
}

/** `contribution` added to `scope` (times `sign`: -1 takes it back), written with the caller's writes. */
export function countIn(scope: string, seed: string, contribution: Contribution, sign: 1 | -1 = 1): JoinedWrite {
  const deltas: Record<string, number> = {};
  for (const [name, value] of Object.entries(contribution)) deltas[name] = sign * value;
  return incrementShard(scope, shardOf(seed), deltas);
}

/** The change from `before` to `after` (either may be null: nothing counted), as one write or none. */
export function recount(scope: string, seed: string, before: Contribution | null, after: Contribution | null): JoinedWrite | null {
  const deltas: Record<string, number> = {};
  for (const [name, value] of Object.entries(after ?? {})) deltas[name] = value;
  for (const [name, value] of Object.entries(before ?? {})) deltas[name] = (deltas[name] ?? 0) - value;
  return Object.values(deltas).some((delta) => delta !== 0) ? incrementShard(scope, shardOf(seed), deltas) : null;
}

/** Everything counted in `scope`: SHARDS reads, whatever the number of results. */
export function readCounts(scope: string): Promise<Record<string, number>> {
  return readShards(scope, SHARDS);
}

/** Deletes every shard of `scopes` (an account's own scopes, whose names carry its id, when it goes). */
export function forgetScopes(scopes: readonly string[]): Promise<void> {
  return deleteShards(scopes, SHARDS);
}

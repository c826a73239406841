// A table of messages that other code reads as plain strings (REQUEST_FAILED.getResult): each entry is read in
// the language in force at the moment it is used, so code that passes it on as text needs no change.
import { i18n } from "@lingui/core";
import type { MessageDescriptor } from "@lingui/core";

export function inForce<Key extends string>(messages: Record<Key, MessageDescriptor>): Readonly<Record<Key, string>> {
  const table = {} as Record<Key, string>;
  for (const key of Object.keys(messages) as Key[]) {
    Object.defineProperty(table, key, { enumerable: true, get: () => i18n._(messages[key]) });
  }
  return table;
}

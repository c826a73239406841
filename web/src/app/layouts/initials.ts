// What the user menu button shows: the first letters of the first and last name.

function firstLetter(name: string | null | undefined): string {
  // Array.from splits by code point, so a name starting with an emoji or an astral letter stays whole.
  return Array.from(name?.trim() ?? "")[0]?.toLocaleUpperCase() ?? "";
}

export function initials(firstName: string | null | undefined, lastName: string | null | undefined, fallback = "?"): string {
  return firstLetter(firstName) + firstLetter(lastName) || fallback;
}

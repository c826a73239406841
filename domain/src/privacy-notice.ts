// The Privacy notice's version, in a module of its own so the public pages can show it
// without loading the form rules. Every consent given is stored with it (consent.ts).

/** The date the Privacy notice's text last changed: change it with the text. */
export const PRIVACY_VERSION = "2026-11-28";

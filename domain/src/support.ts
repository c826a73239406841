// Where people reach the team, in a module of its own so the site's footer can show it
// without loading the form rules.

/** Help with accounts, screenings and results: shown on the site, and every contact message is mailed to it. */
export const SUPPORT_ADDRESS = "support@readbright.app";

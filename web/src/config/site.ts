// Public contact details shown on the site.

export const SUPPORT_EMAIL = "support@readbright.app";

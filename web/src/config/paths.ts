// Every route of the product (spec section 2) with its pattern and an href builder.

const withQuery = (path: string, query: Record<string, string | undefined> = {}): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

const segment = (value: string): string => encodeURIComponent(value);

export const paths = {
  home: { path: "/", href: () => "/" },
  about: { path: "/about", href: () => "/about" },
  dyslexia: { path: "/dyslexia", href: () => "/dyslexia" },
  contactUs: { path: "/contact-us", href: (reason?: string) => (reason ? `/contact-us?reason=${encodeURIComponent(reason)}` : "/contact-us") },
  terms: { path: "/terms", href: () => "/terms" },
  privacy: { path: "/privacy", href: () => "/privacy" },
  evidence: { path: "/evidence", href: () => "/evidence" },

  login: { path: "/login", href: () => "/login" },
  register: { path: "/register", href: () => "/register" },
  forgotPassword: { path: "/forgot-password", href: () => "/forgot-password" },
  resetPassword: {
    path: "/reset-password",
    href: (query: { state?: "newUser"; mode?: string; oobCode?: string } = {}) => withQuery("/reset-password", query),
  },
  verifyEmail: {
    path: "/verify-email",
    href: (query: { from?: "registration"; mode?: string; oobCode?: string } = {}) => withQuery("/verify-email", query),
  },

  /** Beyond the spec's list: where an invitation's emailed sign-in link lands (docs/decisions/0018). */
  acceptInvite: { path: "/accept-invite", href: (query: { email?: string } = {}) => withQuery("/accept-invite", query) },

  profileType: { path: "/profile-type", href: () => "/profile-type" },
  profileInfo: { path: "/profile-info", href: () => "/profile-info" },
  schoolOnboarding: { path: "/school-onboarding", href: () => "/school-onboarding" },

  dashboard: { path: "/dashboard", href: () => "/dashboard" },
  myTests: { path: "/dashboard/my-tests", href: () => "/dashboard/my-tests" },
  users: { path: "/dashboard/users", href: () => "/dashboard/users" },
  settings: { path: "/dashboard/settings", href: () => "/dashboard/settings" },
  /** Beyond the spec's list: the results whose spoken answers wait for a person. */
  review: { path: "/dashboard/review", href: () => "/dashboard/review" },
  /** Beyond the spec's list: the audit log of a school or organization, for its admin (docs/decisions/0029). */
  activity: { path: "/dashboard/activity", href: () => "/dashboard/activity" },
  /** Beyond the spec's list: a class's students as they take the test, live (docs/decisions/0023). */
  testingNow: { path: "/dashboard/testing-now", href: () => "/dashboard/testing-now" },
  /** Beyond the spec's list: one result in full, printable (docs/decisions/0009). */
  result: {
    path: "/dashboard/results/:resultId",
    href: (resultId: string) => `/dashboard/results/${segment(resultId)}`,
  },

  test: { path: "/test", href: () => "/test" },
  registerParticipant: { path: "/register-participant", href: () => "/register-participant" },
  participants: { path: "/participants", href: () => "/participants" },
  schoolSearch: { path: "/school-search/", href: () => "/school-search/" },
  startAssessment: {
    path: "/start-assessment/:assessmentResultId",
    href: (assessmentResultId: string) => `/start-assessment/${segment(assessmentResultId)}`,
  },
  assessment: {
    path: "/assessment/:assessmentResultId",
    href: (assessmentResultId: string) => `/assessment/${segment(assessmentResultId)}`,
  },

  /** Any other address shows the home page. */
  notFound: { path: "*" },
} as const;

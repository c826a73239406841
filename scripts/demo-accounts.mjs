// The demo logins `npm start` seeds and prints: one per user type of the spec, and a teacher the
// school admin invited. `joined_days_ago` dates an account's profile (and school) before its people.
export const DEMO_PASSWORD = "ReadBright!2026";

export const DEMO_ACCOUNTS = [
  {
    uid: "demo-individual",
    joined_days_ago: 97,
    email: "individual@demo.readbright.app",
    label: "Individual (testing themself)",
    profile: { first_name: "Iris", last_name: "Morgan", gender: "female", date_of_birth: "1994-03-12", city: "Leeds", country: "United Kingdom", user_type: "individual", user_subtype: "individual", professional: null },
  },
  {
    uid: "demo-parent",
    joined_days_ago: 142,
    email: "parent@demo.readbright.app",
    label: "Parent",
    profile: { first_name: "Paul", last_name: "Okafor", gender: "male", date_of_birth: "1986-07-02", city: "Manchester", country: "United Kingdom", user_type: "parent", user_subtype: "parent", professional: null },
  },
  {
    uid: "demo-school",
    joined_days_ago: 175,
    email: "school@demo.readbright.app",
    label: "School admin",
    school: { id: "demo-school-greenfield", name: "Greenfield Primary School", address: "12 Orchard Lane", city: "Bristol", country: "United Kingdom", website: "https://greenfield.example" },
    profile: { first_name: "Sarah", last_name: "Bennett", gender: "female", date_of_birth: "1979-11-20", city: "Bristol", country: "United Kingdom", user_type: "school", user_subtype: "school_admin", professional: null },
  },
  {
    uid: "demo-professional",
    joined_days_ago: 176,
    email: "professional@demo.readbright.app",
    label: "Dyslexia professional",
    profile: { first_name: "Daniel", last_name: "Reyes", gender: "male", date_of_birth: "1982-05-08", city: "Dublin", country: "Ireland", user_type: "organization", user_subtype: "organization_admin", professional: "dyslexia_professional" },
  },
];

/**
 * The teachers the demo school admin invited, stored as the API leaves them (scripts/seed-demo-teachers.mjs).
 * One accepted: they chose a password, accepted and filled in their profile, so they are a login. One
 * pending: only an invitation, no account. `invited_days_ago` dates the invite (the Users page lists
 * members first, then invitations, each oldest first).
 */
export const DEMO_TEACHERS = [
  {
    uid: "demo-school-teacher-accepted",
    invitation_id: "demo-school-invitation-accepted",
    email: "teacher@demo.readbright.app",
    label: "Teacher (invited by school)",
    invited_by: "demo-school",
    invited_days_ago: 158,
    profile: { first_name: "Tom", last_name: "Ashworth", gender: "male", date_of_birth: "1988-09-14", city: "Bristol", country: "United Kingdom" },
  },
  {
    uid: null,
    invitation_id: "demo-school-invitation-pending",
    email: "new.teacher@demo.readbright.app",
    invited_by: "demo-school",
    invited_days_ago: 9,
    profile: null,
  },
];

/** What `npm start` prints: every demo account, then the teacher who can log in. */
export const DEMO_LOGINS = [...DEMO_ACCOUNTS, ...DEMO_TEACHERS.filter((teacher) => teacher.profile !== null)];

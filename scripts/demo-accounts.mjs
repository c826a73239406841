// The demo logins `npm start` seeds and prints: one per user type of the spec.
export const DEMO_PASSWORD = "ReadBright!2026";

export const DEMO_ACCOUNTS = [
  {
    uid: "demo-individual",
    email: "individual@demo.readbright.app",
    label: "Individual (testing themself)",
    profile: { first_name: "Iris", last_name: "Morgan", gender: "female", date_of_birth: "1994-03-12", city: "Leeds", country: "United Kingdom", user_type: "individual", user_subtype: "individual", professional: null },
  },
  {
    uid: "demo-parent",
    email: "parent@demo.readbright.app",
    label: "Parent",
    profile: { first_name: "Paul", last_name: "Okafor", gender: "male", date_of_birth: "1986-07-02", city: "Manchester", country: "United Kingdom", user_type: "parent", user_subtype: "parent", professional: null },
  },
  {
    uid: "demo-school",
    email: "school@demo.readbright.app",
    label: "School admin",
    school: { id: "demo-school-greenfield", name: "Greenfield Primary School", address: "12 Orchard Lane", city: "Bristol", country: "United Kingdom", website: "https://greenfield.example" },
    profile: { first_name: "Sarah", last_name: "Bennett", gender: "female", date_of_birth: "1979-11-20", city: "Bristol", country: "United Kingdom", user_type: "school", user_subtype: "school_admin", professional: null },
  },
  {
    uid: "demo-professional",
    email: "professional@demo.readbright.app",
    label: "Dyslexia professional",
    profile: { first_name: "Daniel", last_name: "Reyes", gender: "male", date_of_birth: "1982-05-08", city: "Dublin", country: "Ireland", user_type: "organization", user_subtype: "organization_admin", professional: "dyslexia_professional" },
  },
];

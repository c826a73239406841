// The school a school admin registers during onboarding (spec section 3), as the API returns it.

export interface School {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  /** Optional on the form; null when not given. */
  website: string | null;
}

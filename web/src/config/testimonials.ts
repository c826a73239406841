// Testimonials: on the home page, and one on the results view (features never import each other).
import type { UserType } from "@readbright/domain/enums";

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  /** Whom it speaks to: the results view shows the one for the reader's user type. */
  audience: Exclude<UserType, "unset">;
}

// PLACEHOLDER copy: these must be replaced by real testimonials, used with the writers' consent,
// before the site goes live.
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "My son always said reading made his head hurt. The screening felt like a game to him, and it gave us something concrete to take to his teacher.",
    name: "Priya",
    audience: "parent",
    role: "Parent of an eight-year-old",
  },
  {
    quote:
      "We screened a whole class in one week. The section breakdown showed us which pupils needed extra phonics support before the end of term.",
    name: "Mr Daniels",
    audience: "school",
    role: "Primary school teacher",
  },
  {
    quote: "I'm 34 and had always wondered. My result was a push to finally book a full assessment, and I'm glad I did.",
    name: "Tom",
    audience: "individual",
    role: "Adult learner",
  },
  {
    quote:
      "I use it as a first step with new families. They arrive with a clearer picture, and our first session can go straight to what matters.",
    name: "Elena",
    audience: "organization",
    role: "Specialist dyslexia teacher",
  },
];

/** The testimonial for a reader of the given user type (the first one when none matches). */
export function testimonialFor(userType: UserType | undefined): Testimonial {
  return TESTIMONIALS.find((t) => t.audience === userType) ?? (TESTIMONIALS[0] as Testimonial);
}

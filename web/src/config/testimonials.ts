// Testimonials: on the home page, and one on the results view (features never import each other).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { UserType } from "@readbright/domain/enums";

export interface Testimonial {
  quote: MessageDescriptor;
  name: string;
  role: MessageDescriptor;
  /** Whom it speaks to: the results view shows the one for the reader's user type. */
  audience: Exclude<UserType, "unset">;
}

// PLACEHOLDER copy: these must be replaced by real testimonials, used with the writers' consent,
// before the site goes live.
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: msg`My son always said reading made his head hurt. The screening felt like a game to him, and it gave us something concrete to take to his teacher.`,
    name: "Priya",
    audience: "parent",
    role: msg`Parent of an eight-year-old`,
  },
  {
    quote: msg`We screened a whole class in one week. The section breakdown showed us which pupils needed extra phonics support before the end of term.`,
    name: "Mr Daniels",
    audience: "school",
    role: msg`Primary school teacher`,
  },
  {
    quote: msg`I'm 34 and had always wondered. My result was a push to finally book a full assessment, and I'm glad I did.`,
    name: "Tom",
    audience: "individual",
    role: msg`Adult learner`,
  },
  {
    quote: msg`I use it as a first step with new families. They arrive with a clearer picture, and our first session can go straight to what matters.`,
    name: "Elena",
    audience: "organization",
    role: msg`Specialist dyslexia teacher`,
  },
];

/** The testimonial for a reader of the given user type (the first one when none matches). */
export function testimonialFor(userType: UserType | undefined): Testimonial {
  return TESTIMONIALS.find((t) => t.audience === userType) ?? (TESTIMONIALS[0] as Testimonial);
}

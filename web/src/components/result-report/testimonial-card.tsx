// A testimonial beside a result (spec section 2, Results): its text and who said it.
import type { Testimonial } from "../../config/testimonials";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="result-card testimonial-card">
      <blockquote className="testimonial-card__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>, {testimonial.role}
      </figcaption>
    </figure>
  );
}

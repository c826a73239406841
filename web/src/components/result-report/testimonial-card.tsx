// A testimonial beside a result (spec section 2, Results): its text and who said it.
import { useLingui } from "@lingui/react/macro";
import type { Testimonial } from "../../config/testimonials";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useLingui();
  return (
    <figure className="result-card testimonial-card">
      <blockquote className="testimonial-card__quote">
        <p>{t(testimonial.quote)}</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>, {t(testimonial.role)}
      </figcaption>
    </figure>
  );
}

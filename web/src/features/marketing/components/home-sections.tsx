// The home page below the fold: the claim, why ReadBright, what people say, and the call to start.
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { TESTIMONIALS } from "../../../config/testimonials";
import { FEATURES } from "../content/home-content";

export function HomeSections() {
  const { t } = useLingui();
  return (
    <>
      <section className="home-section" aria-labelledby="claim-title">
        <div className="home-section__inner home-claim">
          <p className="home-claim__figure" aria-hidden="true">
            <Trans>1 in 20</Trans>
          </p>
          <div>
            <h2 id="claim-title">
              <Trans>Only 1 in 20 dyslexic people are diagnosed</Trans>
            </h2>
            <p>
              <Trans>
                Most people with dyslexia are never identified, and many children are simply told to try harder.
                A screening is not a diagnosis, but it shows whether the signs are there and gives you something
                concrete to discuss with a teacher or a specialist.
              </Trans>
            </p>
          </div>
        </div>
      </section>

      <section className="home-section home-section--muted" aria-labelledby="features-title">
        <div className="home-section__inner">
          <h2 id="features-title">
            <Trans>Why ReadBright</Trans>
          </h2>
          <ul className="card-grid">
            {FEATURES.map((feature) => (
              <li key={feature.id} className="feature-card">
                <h3>{t(feature.title)}</h3>
                <p>{t(feature.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section" aria-labelledby="testimonials-title">
        <div className="home-section__inner">
          <h2 id="testimonials-title">
            <Trans>What families and teachers say</Trans>
          </h2>
          <ul className="testimonial-grid">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="testimonial">
                  <blockquote className="testimonial__quote">
                    <p>{t(testimonial.quote)}</p>
                  </blockquote>
                  <figcaption className="testimonial__who">
                    <strong>{testimonial.name}</strong>, {t(testimonial.role)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-section--cta" aria-labelledby="start-title">
        <div className="home-section__inner home-cta">
          <h2 id="start-title">
            <Trans>Ready when you are</Trans>
          </h2>
          <p>
            <Trans>Create an account, answer a few questions about who is being screened, and start the first test.</Trans>
          </p>
          <AppLink className="button button--primary" to={paths.register.href()}>
            <Trans>Create your account</Trans>
          </AppLink>
        </div>
      </section>
    </>
  );
}

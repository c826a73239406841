// The public home page. It is the most visited page, so it stays light: no form libraries, no
// Firebase and no image files (docs/decisions/0003).
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { TESTIMONIALS } from "../../../config/testimonials";
import { Carousel } from "../components/carousel";
import { FEATURES, SLIDES } from "../content/home-content";
import "./home.css";

export function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`ReadBright | Dyslexia-risk screening for children and adults`}</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__copy">
            <h1 id="hero-title" className="hero__title">
              <Trans>Spot the signs of dyslexia early</Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                AI-assisted dyslexia screening through short, game-like tests. Find out in about 20 minutes whether
                a full assessment is worth seeking.
              </Trans>
            </p>
            <div className="hero__actions">
              <AppLink className="button button--primary" to={paths.register.href()}>
                <Trans>Get started</Trans>
              </AppLink>
              <AppLink className="button" to={paths.dyslexia.href()}>
                <Trans>Learn about dyslexia</Trans>
              </AppLink>
              <AppLink className="button" to={paths.contactUs.href("request-demo")}>
                <Trans>Request a demo</Trans>
              </AppLink>
            </div>
          </div>
          <Carousel label={t`How ReadBright works`} slides={SLIDES} />
        </div>
      </section>

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

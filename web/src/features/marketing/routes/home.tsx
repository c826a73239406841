// The public home page. It is the most visited page, so it stays light: no form libraries, no
// Firebase and no image files (docs/decisions/0003).
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { TESTIMONIALS } from "../../../config/testimonials";
import { Carousel } from "../components/carousel";
import { FEATURES, SLIDES } from "../content/home-content";
import "./home.css";

export function HomePage() {
  return (
    <>
      <title>ReadBright | Dyslexia-risk screening for children and adults</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__copy">
            <h1 id="hero-title" className="hero__title">
              Spot the signs of dyslexia early
            </h1>
            <p className="hero__lead">
              AI-assisted dyslexia screening through short, game-like tests. Find out in about 20 minutes whether
              a full assessment is worth seeking.
            </p>
            <div className="hero__actions">
              <AppLink className="button button--primary" to={paths.register.href()}>
                Get started
              </AppLink>
              <AppLink className="button" to={paths.dyslexia.href()}>
                Learn about dyslexia
              </AppLink>
              <AppLink className="button" to={paths.contactUs.href("request-demo")}>
                Request a demo
              </AppLink>
            </div>
          </div>
          <Carousel label="How ReadBright works" slides={SLIDES} />
        </div>
      </section>

      <section className="home-section" aria-labelledby="claim-title">
        <div className="home-section__inner home-claim">
          <p className="home-claim__figure" aria-hidden="true">
            1 in 20
          </p>
          <div>
            <h2 id="claim-title">Only 1 in 20 dyslexic people are diagnosed</h2>
            <p>
              Most people with dyslexia are never identified, and many children are simply told to try harder.
              A screening is not a diagnosis, but it shows whether the signs are there and gives you something
              concrete to discuss with a teacher or a specialist.
            </p>
          </div>
        </div>
      </section>

      <section className="home-section home-section--muted" aria-labelledby="features-title">
        <div className="home-section__inner">
          <h2 id="features-title">Why ReadBright</h2>
          <ul className="card-grid">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="feature-card">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section" aria-labelledby="testimonials-title">
        <div className="home-section__inner">
          <h2 id="testimonials-title">What families and teachers say</h2>
          <ul className="testimonial-grid">
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="testimonial">
                  <blockquote className="testimonial__quote">
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className="testimonial__who">
                    <strong>{testimonial.name}</strong>, {testimonial.role}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-section--cta" aria-labelledby="start-title">
        <div className="home-section__inner home-cta">
          <h2 id="start-title">Ready when you are</h2>
          <p>Create an account, answer a few questions about who is being screened, and start the first test.</p>
          <AppLink className="button button--primary" to={paths.register.href()}>
            Create your account
          </AppLink>
        </div>
      </section>
    </>
  );
}

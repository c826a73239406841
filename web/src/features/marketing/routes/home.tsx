// The public home page: a first version with the hero and its three calls to action.
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import "./home.css";

const CATEGORIES = [
  { title: "Memory", text: "Look at pictures for a few seconds, then pick out the ones you saw." },
  { title: "Phonological Awareness", text: "Listen to words and work with the sounds inside them." },
  { title: "Spatial Awareness", text: "Match shapes, directions and positions." },
] as const;

export function HomePage() {
  return (
    <>
      <title>ReadBright | Dyslexia-risk screening for children and adults</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <h1 id="hero-title" className="hero__title">
            Spot the signs of dyslexia early
          </h1>
          <p className="hero__lead">
            AI-assisted digital dyslexia screening through short, game-like tests. Results show High, Medium or Low
            risk, with a full test breakdown and a progress dashboard.
          </p>
          <div className="hero__actions">
            <AppLink className="button button--primary" to={paths.register.href()}>
              Get started
            </AppLink>
            <AppLink className="button" to={paths.dyslexia.href()}>
              Learn about dyslexia
            </AppLink>
            <AppLink className="button" to={paths.contactUs.href()}>
              Request a demo
            </AppLink>
          </div>
        </div>
      </section>

      <section className="page" aria-labelledby="categories-title">
        <h2 id="categories-title">Three kinds of test</h2>
        <ul className="category-list">
          {CATEGORIES.map((category) => (
            <li key={category.title} className="category-card">
              <h3>{category.title}</h3>
              <p>{category.text}</p>
            </li>
          ))}
        </ul>
        <p className="home__claim">
          Only 1 in 20 dyslexic people are diagnosed. Screening early gives children the support they need sooner.
        </p>
      </section>
    </>
  );
}

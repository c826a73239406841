import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { EARLY_DETECTION_BENEFITS, MYTHS, RESOURCES, SIGNS, STATISTICS } from "../content/dyslexia-content";
import "../../../components/content-page.css";

export function DyslexiaPage() {
  return (
    <article className="content-page">
      <title>What is Dyslexia? | ReadBright</title>
      <h1>What is Dyslexia?</h1>
      <p className="content-page__lead">
        Dyslexia is a common, lifelong learning difference that mainly affects reading and spelling. It comes from how
        the brain processes the sounds of language, not from a lack of intelligence, effort or good eyesight. With the
        right teaching and support, dyslexic people learn to read and go on to do well in every walk of life.
      </p>

      <section aria-labelledby="numbers-title">
        <h2 id="numbers-title">Dyslexia in numbers</h2>
        <ul className="stat-grid">
          {STATISTICS.map((stat) => (
            <li key={stat.figure} className="stat-card">
              <strong className="stat-card__figure">{stat.figure}</strong> {stat.text}
            </li>
          ))}
        </ul>
        <p className="fine-print">
          These figures are estimates from published research. They differ between studies, countries and definitions
          of dyslexia.
        </p>
      </section>

      <section aria-labelledby="signs-title">
        <h2 id="signs-title">Signs to look out for</h2>
        <p>
          Every dyslexic person is different, and one or two of these on their own are common in all children. A
          pattern that lasts, despite good teaching, is worth looking into.
        </p>
        {SIGNS.map((group) => (
          <div key={group.age}>
            <h3>{group.age}</h3>
            <ul>
              {group.signs.map((sign) => (
                <li key={sign}>{sign}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="early-title">
        <h2 id="early-title">Why early detection matters</h2>
        <ul>
          {EARLY_DETECTION_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <div className="callout">
          <p>
            A ReadBright screening shows whether the signs of dyslexia are there and how strongly. It is not a
            diagnosis: only a qualified professional can diagnose dyslexia after a full assessment.
          </p>
        </div>
      </section>

      <section aria-labelledby="myths-title">
        <h2 id="myths-title">Myths and facts</h2>
        {MYTHS.map((item) => (
          <div key={item.myth}>
            <h3>Myth: {item.myth}</h3>
            <p>
              <strong>Fact:</strong> {item.fact}
            </p>
          </div>
        ))}
      </section>

      <section aria-labelledby="resources-title">
        <h2 id="resources-title">Where to learn more</h2>
        <p>These organisations are independent of ReadBright. Their sites open in a new tab.</p>
        <ul>
          {RESOURCES.map((resource) => (
            <li key={resource.href}>
              <a href={resource.href} target="_blank" rel="noopener noreferrer">
                {resource.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              : {resource.text}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dyslexia-next-title">
        <h2 id="dyslexia-next-title">Worried about someone you know?</h2>
        <p>A screening takes about 20 minutes and gives you something concrete to discuss with a teacher or specialist.</p>
        <div className="page-cta">
          <AppLink className="button button--primary" to={paths.register.href()}>
            Get started
          </AppLink>
          <AppLink className="button" to={paths.contactUs.href()}>
            Ask us a question
          </AppLink>
        </div>
      </section>
    </article>
  );
}

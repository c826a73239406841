import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { EARLY_DETECTION_BENEFITS, MYTHS, RESOURCES, SIGNS, STATISTICS } from "../content/dyslexia-content";
import "../../../components/content-page.css";

export function DyslexiaPage() {
  const { t } = useLingui();
  return (
    <article className="content-page">
      <title>{t`What is Dyslexia? | ReadBright`}</title>
      <h1>
        <Trans>What is Dyslexia?</Trans>
      </h1>
      <p className="content-page__lead">
        <Trans>
          Dyslexia is a common, lifelong learning difference that mainly affects reading and spelling. It comes from how
          the brain processes the sounds of language, not from a lack of intelligence, effort or good eyesight. With the
          right teaching and support, dyslexic people learn to read and go on to do well in every walk of life.
        </Trans>
      </p>

      <section aria-labelledby="numbers-title">
        <h2 id="numbers-title">
          <Trans>Dyslexia in numbers</Trans>
        </h2>
        <ul className="stat-grid">
          {STATISTICS.map((stat) => (
            <li key={stat.id} className="stat-card">
              <strong className="stat-card__figure">{t(stat.figure)}</strong> {t(stat.text)}
            </li>
          ))}
        </ul>
        <p className="fine-print">
          <Trans>
            These figures are estimates from published research. They differ between studies, countries and definitions
            of dyslexia.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="signs-title">
        <h2 id="signs-title">
          <Trans>Signs to look out for</Trans>
        </h2>
        <p>
          <Trans>
            Every dyslexic person is different, and one or two of these on their own are common in all children. A
            pattern that lasts, despite good teaching, is worth looking into.
          </Trans>
        </p>
        {SIGNS.map((group) => (
          <div key={group.id}>
            <h3>{t(group.age)}</h3>
            <ul>
              {group.signs.map((sign) => (
                <li key={sign.id}>{t(sign)}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="early-title">
        <h2 id="early-title">
          <Trans>Why early detection matters</Trans>
        </h2>
        <ul>
          {EARLY_DETECTION_BENEFITS.map((benefit) => (
            <li key={benefit.id}>{t(benefit)}</li>
          ))}
        </ul>
        <div className="callout">
          <p>
            <Trans>
              A ReadBright screening shows whether the signs of dyslexia are there and how strongly. It is not a
              diagnosis: only a qualified professional can diagnose dyslexia after a full assessment.
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="myths-title">
        <h2 id="myths-title">
          <Trans>Myths and facts</Trans>
        </h2>
        {MYTHS.map((item) => {
          const myth = t(item.myth);
          const fact = t(item.fact);
          return (
            <div key={item.id}>
              <h3>
                <Trans>Myth: {myth}</Trans>
              </h3>
              <p>
                <Trans>
                  <strong>Fact:</strong> {fact}
                </Trans>
              </p>
            </div>
          );
        })}
      </section>

      <section aria-labelledby="resources-title">
        <h2 id="resources-title">
          <Trans>Where to learn more</Trans>
        </h2>
        <p>
          <Trans>These organisations are independent of ReadBright. Their sites open in a new tab.</Trans>
        </p>
        <ul>
          {RESOURCES.map((resource) => {
            const name = resource.name;
            const text = t(resource.text);
            return (
              <li key={resource.href}>
                <Trans>
                  <a href={resource.href} target="_blank" rel="noopener noreferrer">
                    {name}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  : {text}
                </Trans>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="dyslexia-next-title">
        <h2 id="dyslexia-next-title">
          <Trans>Worried about someone you know?</Trans>
        </h2>
        <p>
          <Trans>A screening takes about 20 minutes and gives you something concrete to discuss with a teacher or specialist.</Trans>
        </p>
        <div className="page-cta">
          <AppLink className="button button--primary" to={paths.register.href()}>
            <Trans>Get started</Trans>
          </AppLink>
          <AppLink className="button" to={paths.contactUs.href()}>
            <Trans>Ask us a question</Trans>
          </AppLink>
        </div>
      </section>
    </article>
  );
}

// The public home page. It is the most visited page, so it stays light: no form libraries, no
// Firebase and no image files (docs/decisions/0003).
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { lazyWithCatalogs } from "../../../lib/i18n/lazy-with-catalogs";
import "./home.css";

const HowItWorks = lazyWithCatalogs(() => import("../components/how-it-works"), "HowItWorks", "marketing-home");
const HomeSections = lazyWithCatalogs(() => import("../components/home-sections"), "HomeSections", ["common", "marketing-home"]);

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
          <Suspense fallback={null}>
            <HowItWorks />
          </Suspense>
        </div>
      </section>

      {/* Below the fold: its markup comes prerendered, its code and words after the page's (decision 49). */}
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}

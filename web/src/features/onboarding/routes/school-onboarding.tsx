// School admins only: an introduction (About, Pricing, Contact us), then the school registration form.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { SchoolForm } from "../components/school-form";
import { SchoolIntro } from "../components/school-intro";
import "../components/onboarding.css";

export function SchoolOnboardingPage() {
  const [step, setStep] = useState<"intro" | "register">("intro");
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const { t } = useLingui();

  // After Continue, the page changes under the button: start reading (and tabbing) at the new heading.
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  return (
    <div className="page page--medium">
      <title>{t`School onboarding | ReadBright`}</title>
      <div className="onboarding-card">
        {step === "intro" ? (
          <>
            <h1 ref={heading} tabIndex={-1}>
              <Trans>Welcome, school!</Trans>
            </h1>
            <p className="onboarding-card__lead">
              <Trans>Here is what ReadBright offers your school. Continue when you are ready to register it.</Trans>
            </p>
            <SchoolIntro onContinue={() => setStep("register")} />
          </>
        ) : (
          <>
            <h1 ref={heading} tabIndex={-1}>
              <Trans>Register your school</Trans>
            </h1>
            <p className="onboarding-card__lead">
              <Trans>Tell us about your school. The website is optional.</Trans>
            </p>
            <SchoolForm />
            <button type="button" className="button button--block onboarding__back" onClick={() => setStep("intro")}>
              <Trans>Back</Trans>
            </button>
          </>
        )}
      </div>
    </div>
  );
}

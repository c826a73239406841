// School admins only: an introduction (About, Pricing, Contact us), then the school registration form.
import { useEffect, useRef, useState } from "react";
import { SchoolForm } from "../components/school-form";
import { SchoolIntro } from "../components/school-intro";
import "../components/onboarding.css";

export function SchoolOnboardingPage() {
  const [step, setStep] = useState<"intro" | "register">("intro");
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // After Continue, the page changes under the button: start reading (and tabbing) at the new heading.
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  return (
    <div className="page page--medium">
      <title>School onboarding | ReadBright</title>
      <div className="onboarding-card">
        {step === "intro" ? (
          <>
            <h1 ref={heading} tabIndex={-1}>
              Welcome, school!
            </h1>
            <p className="onboarding-card__lead">Here is what ReadBright offers your school. Continue when you are ready to register it.</p>
            <SchoolIntro onContinue={() => setStep("register")} />
          </>
        ) : (
          <>
            <h1 ref={heading} tabIndex={-1}>
              Register your school
            </h1>
            <p className="onboarding-card__lead">Tell us about your school. The website is optional.</p>
            <SchoolForm />
            <button type="button" className="button button--block onboarding__back" onClick={() => setStep("intro")}>
              Back
            </button>
          </>
        )}
      </div>
    </div>
  );
}

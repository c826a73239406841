// The first part of school onboarding: what ReadBright offers schools, the plans, and how to reach us.
import { Trans, useLingui } from "@lingui/react/macro";
import { ContactForm } from "../../../components/contact-form/contact-form";
import { PricingPlans } from "./pricing-plans";
import { Tabs } from "./tabs";

function About() {
  return (
    <>
      <p>
        <Trans>
          ReadBright offers AI-assisted digital dyslexia screening through short, game-like tests in three categories:
          Memory, Phonological Awareness and Spatial Awareness.
        </Trans>
      </p>
      <ul className="check-list">
        <li>
          <Trans>Results for each student as High, Medium or Low risk, with a full test breakdown</Trans>
        </li>
        <li>
          <Trans>Group tests: upload a class from a CSV file and test everyone at once</Trans>
        </li>
        <li>
          <Trans>Students organised by grade and section, with filters</Trans>
        </li>
        <li>
          <Trans>A progress dashboard and group analytics for the whole school</Trans>
        </li>
        <li>
          <Trans>Invite your teachers so they can test and follow their own students</Trans>
        </li>
      </ul>
      <p>
        <Trans>A screening shows who may need support; it is not a diagnosis.</Trans>
      </p>
    </>
  );
}

function Contact() {
  return (
    <>
      <h2 className="school-intro__heading">
        <Trans>Send us a Message</Trans>
      </h2>
      <p>
        <Trans>
          Have a question about the plans, or would you like to see ReadBright in action before you start? Choose
          &lsquo;Request a demo&rsquo; as the reason and we will arrange one.
        </Trans>
      </p>
      <ContactForm />
    </>
  );
}

export function SchoolIntro({ onContinue }: { onContinue: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <Tabs
        label={t`About ReadBright for schools`}
        tabs={[
          // A context of its own: the shell's "About" is the link to the About Us page, which reads differently.
          { key: "about", label: t({ message: "About", context: "tab: what ReadBright offers schools" }), content: <About /> },
          { key: "pricing", label: t`Pricing`, content: <PricingPlans /> },
          { key: "contact", label: t`Contact us`, content: <Contact /> },
        ]}
      />
      <button type="button" className="button button--primary button--block onboarding__continue" onClick={onContinue}>
        <Trans>Continue</Trans>
      </button>
    </>
  );
}

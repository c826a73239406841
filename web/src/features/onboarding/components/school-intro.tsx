// The first part of school onboarding: what ReadBright offers schools, the plans, and how to reach us.
import { ContactForm } from "../../../components/contact-form/contact-form";
import { PricingPlans } from "./pricing-plans";
import { Tabs } from "./tabs";

function About() {
  return (
    <>
      <p>
        ReadBright offers AI-assisted digital dyslexia screening through short, game-like tests in three categories:
        Memory, Phonological Awareness and Spatial Awareness.
      </p>
      <ul className="check-list">
        <li>Results for each student as High, Medium or Low risk, with a full test breakdown</li>
        <li>Group tests: upload a class from a CSV file and test everyone at once</li>
        <li>Students organised by grade and section, with filters</li>
        <li>A progress dashboard and group analytics for the whole school</li>
        <li>Invite your teachers so they can test and follow their own students</li>
      </ul>
      <p>A screening shows who may need support; it is not a diagnosis.</p>
    </>
  );
}

function Contact() {
  return (
    <>
      <h2 className="school-intro__heading">Send us a Message</h2>
      <p>
        Have a question about the plans, or would you like to see ReadBright in action before you start? Choose
        &lsquo;Request a demo&rsquo; as the reason and we will arrange one.
      </p>
      <ContactForm />
    </>
  );
}

export function SchoolIntro({ onContinue }: { onContinue: () => void }) {
  return (
    <>
      <Tabs
        label="About ReadBright for schools"
        tabs={[
          { key: "about", label: "About", content: <About /> },
          { key: "pricing", label: "Pricing", content: <PricingPlans /> },
          { key: "contact", label: "Contact us", content: <Contact /> },
        ]}
      />
      <button type="button" className="button button--primary button--block onboarding__continue" onClick={onContinue}>
        Continue
      </button>
    </>
  );
}

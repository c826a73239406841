import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { SUPPORT_EMAIL } from "../../../config/site";
import { MIN_ACCOUNT_AGE } from "@readbright/domain/profile";
import { LEGAL_LAST_UPDATED } from "../content/legal";
import "../../../components/content-page.css";

export function TermsPage() {
  return (
    <article className="content-page">
      <title>Terms and Conditions | ReadBright</title>
      <h1>Terms and Conditions</h1>
      <p className="content-page__updated">Last updated {LEGAL_LAST_UPDATED}</p>
      <p className="content-page__lead">
        These terms are the agreement between you and ReadBright when you use our website and screening service. We
        have kept them as short and plain as we can. By creating an account you accept them.
      </p>

      <section aria-labelledby="terms-screening">
        <h2 id="terms-screening">1. A screening, not a diagnosis</h2>
        <p>
          ReadBright estimates the risk that a person has dyslexia and shows it as High, Medium or Low, with a
          breakdown by section. It is a screening tool. It does not diagnose dyslexia or any other condition, and it
          is not medical, psychological or educational advice.
        </p>
        <p>
          Please use a result as a starting point. If you are concerned, talk to a teacher, a doctor or a qualified
          assessor such as an educational psychologist, and do not make important decisions about someone on a
          screening result alone.
        </p>
      </section>

      <section aria-labelledby="terms-account">
        <h2 id="terms-account">2. Your account</h2>
        <ul>
          <li>You must be {MIN_ACCOUNT_AGE} or older to create an account. Younger people are screened through a parent, guardian, school or professional account.</li>
          <li>Give accurate details and keep your password to yourself. You are responsible for what happens in your account.</li>
          <li>School and organisation administrators are responsible for the teachers and professionals they invite.</li>
          <li>Tell us straight away at {SUPPORT_EMAIL} if you think someone else has used your account.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-others">
        <h2 id="terms-others">3. Screening someone else</h2>
        <p>You may only add and screen another person if you have the right to do so:</p>
        <ul>
          <li>Parents and legal guardians may screen their own children.</li>
          <li>
            Schools and professionals must have the authority to screen the person and, for a child, the permission of a
            parent or guardian wherever the law or your own policies require it.
          </li>
          <li>Tell the person, or their parent, what the screening involves, including that some answers are recorded.</li>
          <li>
            A dyslexia professional may record the outcome of a client&apos;s full diagnostic assessment. Record only an
            assessment that really took place, with its true date and outcome, and tell the client (or their parent)
            that it is kept with their screenings and counted, without their name, in ReadBright&apos;s published accuracy figures.
          </li>
        </ul>
        <p>
          Our <AppLink to={paths.privacy.href()}>Privacy Policy</AppLink> explains how we look after their information.
        </p>
      </section>

      <section aria-labelledby="terms-taking">
        <h2 id="terms-taking">4. Taking a screening</h2>
        <ul>
          <li>Allow about 20 minutes without interruptions, on a computer with sound and a working microphone.</li>
          <li>A person may take the test up to 2 times within 8 months. Repeating it more often makes results less reliable.</li>
          <li>Help with the practical side (the microphone, the volume, a break), but please do not help with the answers.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-use">
        <h2 id="terms-use">5. Fair use</h2>
        <p>Please do not:</p>
        <ul>
          <li>copy, publish or share the test questions, pictures or recordings;</li>
          <li>try to get into accounts or data that are not yours, or to test or break our security;</li>
          <li>use automated tools to access the service, or overload it;</li>
          <li>add information about people when you do not have the right to.</li>
        </ul>
        <p>If someone breaks these terms, we may suspend or close their account. We will tell them why, unless the law stops us.</p>
      </section>

      <section aria-labelledby="terms-plans">
        <h2 id="terms-plans">6. Plans and payment</h2>
        <p>
          Schools and organisations can choose a paid plan. We always show the price and what it includes before you
          are charged, and any separate agreement you sign with us applies alongside these terms.
        </p>
      </section>

      <section aria-labelledby="terms-content">
        <h2 id="terms-content">7. Whose is what</h2>
        <p>
          The tests, questions, pictures, software and the ReadBright name belong to us. The information you add
          belongs to you (or to the school or organisation you add it for). You allow us to use it only to run the
          service for you, as described in our Privacy Policy.
        </p>
      </section>

      <section aria-labelledby="terms-availability">
        <h2 id="terms-availability">8. Keeping the service running</h2>
        <p>
          We work hard to keep ReadBright available and accurate, but we cannot promise it will never be interrupted or
          that it will be free of mistakes. We may improve or change features. If a change takes away something you
          rely on, we will tell you in advance.
        </p>
      </section>

      <section aria-labelledby="terms-liability">
        <h2 id="terms-liability">9. Our responsibility</h2>
        <p>
          We are not responsible for decisions made on the basis of a screening result alone, or for losses we could
          not reasonably have foreseen. Nothing in these terms limits a responsibility that the law does not allow us
          to limit, or your rights as a consumer.
        </p>
      </section>

      <section aria-labelledby="terms-ending">
        <h2 id="terms-ending">10. Ending your account</h2>
        <p>
          You can stop using ReadBright at any time. You can delete the people you have screened, with their results,
          from your dashboard, and you can ask us to close your account by emailing {SUPPORT_EMAIL}. What happens to
          your information then is set out in our Privacy Policy.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">11. Changes and contact</h2>
        <p>
          If we change these terms in a way that matters, we will email account holders at least 30 days before the
          change takes effect. Questions about these terms are welcome at{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </article>
  );
}

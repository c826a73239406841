import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { SUPPORT_EMAIL } from "../../../config/site";
import { MIN_ACCOUNT_AGE } from "@readbright/domain/profile";
import { LEGAL_LAST_UPDATED, legalDateParts } from "../content/legal";
import "../../../components/content-page.css";

export function TermsPage() {
  const { i18n, t } = useLingui();
  const { day, month, year } = legalDateParts(i18n, LEGAL_LAST_UPDATED);
  const minimumAge = MIN_ACCOUNT_AGE;
  const supportEmail = SUPPORT_EMAIL;
  return (
    <article className="content-page">
      <title>{t`Terms and Conditions | ReadBright`}</title>
      <h1>
        <Trans>Terms and Conditions</Trans>
      </h1>
      <p className="content-page__updated">
        <Trans>
          Last updated {day} {month} {year}
        </Trans>
      </p>
      <p className="content-page__lead">
        <Trans>
          These terms are the agreement between you and ReadBright when you use our website and screening service. We
          have kept them as short and plain as we can. By creating an account you accept them.
        </Trans>
      </p>

      <section aria-labelledby="terms-screening">
        <h2 id="terms-screening">
          <Trans>1. A screening, not a diagnosis</Trans>
        </h2>
        <p>
          <Trans>
            ReadBright estimates the risk that a person has dyslexia and shows it as High, Medium or Low, with a
            breakdown by section. It is a screening tool. It does not diagnose dyslexia or any other condition, and it
            is not medical, psychological or educational advice.
          </Trans>
        </p>
        <p>
          <Trans>
            Please use a result as a starting point. If you are concerned, talk to a teacher, a doctor or a qualified
            assessor such as an educational psychologist, and do not make important decisions about someone on a
            screening result alone.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-account">
        <h2 id="terms-account">
          <Trans>2. Your account</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              You must be {minimumAge} or older to create an account. Younger people are screened through a parent, guardian, school or
              professional account.
            </Trans>
          </li>
          <li>
            <Trans>Give accurate details and keep your password to yourself. You are responsible for what happens in your account.</Trans>
          </li>
          <li>
            <Trans>School and organisation administrators are responsible for the teachers and professionals they invite.</Trans>
          </li>
          <li>
            <Trans>Tell us straight away at {supportEmail} if you think someone else has used your account.</Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-others">
        <h2 id="terms-others">
          <Trans>3. Screening someone else</Trans>
        </h2>
        <p>
          <Trans>You may only add and screen another person if you have the right to do so:</Trans>
        </p>
        <ul>
          <li>
            <Trans>Parents and legal guardians may screen their own children.</Trans>
          </li>
          <li>
            <Trans>
              Schools and professionals must have the authority to screen the person and, for a child, the permission of a
              parent or guardian wherever the law or your own policies require it.
            </Trans>
          </li>
          <li>
            <Trans>Tell the person, or their parent, what the screening involves, including that some answers are recorded.</Trans>
          </li>
          <li>
            <Trans>
              A dyslexia professional may record the outcome of a client&apos;s full diagnostic assessment. Record only an
              assessment that really took place, with its true date and outcome, and tell the client (or their parent)
              that it is kept with their screenings and counted, without their name, in ReadBright&apos;s published accuracy figures.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Our <AppLink to={paths.privacy.href()}>Privacy Policy</AppLink> explains how we look after their information.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-taking">
        <h2 id="terms-taking">
          <Trans>4. Taking a screening</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Allow about 20 minutes without interruptions, on a computer with sound and a working microphone.</Trans>
          </li>
          <li>
            <Trans>A person may take the test up to 2 times within 8 months. Repeating it more often makes results less reliable.</Trans>
          </li>
          <li>
            <Trans>Help with the practical side (the microphone, the volume, a break), but please do not help with the answers.</Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-use">
        <h2 id="terms-use">
          <Trans>5. Fair use</Trans>
        </h2>
        <p>
          <Trans>Please do not:</Trans>
        </p>
        <ul>
          <li>
            <Trans>copy, publish or share the test questions, pictures or recordings;</Trans>
          </li>
          <li>
            <Trans>try to get into accounts or data that are not yours, or to test or break our security;</Trans>
          </li>
          <li>
            <Trans>use automated tools to access the service, or overload it;</Trans>
          </li>
          <li>
            <Trans>add information about people when you do not have the right to.</Trans>
          </li>
        </ul>
        <p>
          <Trans>If someone breaks these terms, we may suspend or close their account. We will tell them why, unless the law stops us.</Trans>
        </p>
      </section>

      <section aria-labelledby="terms-plans">
        <h2 id="terms-plans">
          <Trans>6. Plans and payment</Trans>
        </h2>
        <p>
          <Trans>
            Schools and organisations can choose a paid plan. We always show the price and what it includes before you
            are charged, and any separate agreement you sign with us applies alongside these terms.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-content">
        <h2 id="terms-content">
          <Trans>7. Whose is what</Trans>
        </h2>
        <p>
          <Trans>
            The tests, questions, pictures, software and the ReadBright name belong to us. The information you add
            belongs to you (or to the school or organisation you add it for). You allow us to use it only to run the
            service for you, as described in our Privacy Policy.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-availability">
        <h2 id="terms-availability">
          <Trans>8. Keeping the service running</Trans>
        </h2>
        <p>
          <Trans>
            We work hard to keep ReadBright available and accurate, but we cannot promise it will never be interrupted or
            that it will be free of mistakes. We may improve or change features. If a change takes away something you
            rely on, we will tell you in advance.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-liability">
        <h2 id="terms-liability">
          <Trans>9. Our responsibility</Trans>
        </h2>
        <p>
          <Trans>
            We are not responsible for decisions made on the basis of a screening result alone, or for losses we could
            not reasonably have foreseen. Nothing in these terms limits a responsibility that the law does not allow us
            to limit, or your rights as a consumer.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-ending">
        <h2 id="terms-ending">
          <Trans>10. Ending your account</Trans>
        </h2>
        <p>
          <Trans>
            You can stop using ReadBright at any time. You can delete the people you have screened, with their results,
            from your dashboard, and you can ask us to close your account by emailing {supportEmail}. What happens to
            your information then is set out in our Privacy Policy.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">
          <Trans>11. Changes and contact</Trans>
        </h2>
        <p>
          <Trans>
            If we change these terms in a way that matters, we will email account holders at least 30 days before the
            change takes effect. Questions about these terms are welcome at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Trans>
        </p>
      </section>
    </article>
  );
}

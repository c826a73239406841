import { Trans, useLingui } from "@lingui/react/macro";
import { PRIVACY_VERSION } from "@readbright/domain/privacy-notice";
import { RETENTION as PERIODS } from "@readbright/domain/retention";
import { PRIVACY_EMAIL } from "../../../config/site";
import { MIN_ACCOUNT_AGE } from "@readbright/domain/profile";
import { RECENT_SIGN_IN_MINUTES } from "@readbright/domain/limits";
import { legalDateParts, RETENTION } from "../content/legal";
import "../../../components/content-page.css";

const privacyEmail = PRIVACY_EMAIL;
const privacyHref = `mailto:${PRIVACY_EMAIL}`;
const { bookkeepingDays, recordingDays } = PERIODS;
const minimumAge = MIN_ACCOUNT_AGE;
const recentMinutes = RECENT_SIGN_IN_MINUTES;

export function PrivacyPage() {
  const { i18n, t } = useLingui();
  // The version is the date this text last changed; every consent given is stored with it (domain/src/consent.ts).
  const { day, month, year } = legalDateParts(i18n, PRIVACY_VERSION);
  const version = PRIVACY_VERSION;
  return (
    <article className="content-page">
      <title>{t`Privacy Policy | ReadBright`}</title>
      <h1>
        <Trans>Privacy Policy</Trans>
      </h1>
      <p className="content-page__updated">
        <Trans>
          Last updated {day} {month} {year} (version {version})
        </Trans>
      </p>
      <p className="content-page__lead">
        <Trans>
          This policy explains what ReadBright collects, why, how long we keep it and what you can ask us to do with it.
          We have written it for parents, not lawyers.
        </Trans>
      </p>

      <div className="callout">
        <h2>
          <Trans>The short version</Trans>
        </h2>
        <ul>
          <li>
            <Trans>We collect only what we need to run screenings and show results.</Trans>
          </li>
          <li>
            <Trans>Children never have their own accounts. A parent, guardian, school or professional adds them, with permission.</Trans>
          </li>
          <li>
            <Trans>Voice recordings are used only to score answers and to review them, and are deleted after {recordingDays} days.</Trans>
          </li>
          <li>
            <Trans>We never sell personal information, and we never use it for advertising.</Trans>
          </li>
          <li>
            <Trans>You can delete what you have added from your dashboard, download a copy of everything, or delete your account and everything in it, in Settings.</Trans>
          </li>
        </ul>
      </div>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">
          <Trans>What we collect</Trans>
        </h2>
        <h3>
          <Trans>About you, the account holder</Trans>
        </h3>
        <p>
          <Trans>
            Your email address and password (our sign-in provider stores the password in scrambled form; we never see it),
            the type of account, your name, gender, date of birth, city and country. For a school: its name, address,
            city, country and website, and the names and email addresses of teachers you invite.
          </Trans>
        </p>
        <h3>
          <Trans>About the people you screen</Trans>
        </h3>
        <p>
          <Trans>
            Name, gender and date of birth (we use the age to choose the right test), grade and class for schools, and
            any notes about reading history or difficulties that you choose to add. If a dyslexia professional records it,
            the outcome of the person&apos;s full diagnostic assessment (dyslexia identified, not identified or inconclusive),
            its date and the assessment used.
          </Trans>
        </p>
        <h3>
          <Trans>From a screening</Trans>
        </h3>
        <p>
          <Trans>
            The language the screening was taken in, the answers, whether each was right, how long each answer took (measured by the device, from the moment the
            question was fully on screen), when the screening started and finished, the scores and the risk result, and
            short voice recordings for questions that are answered aloud. From these we keep checks of how far a result
            can be trusted, for example that the answers came faster than the questions can be read or that the
            recordings held no voice; they are shown only to the account that ran the screening, never to the person
            taking it, and they never change the score. While a screening is under way we also keep when its last answer
            arrived and what the device taking it last told us: how many answers it still holds, whether the test was
            finished on it without a connection, and when it said so. A school sees these on its Testing now page, to know
            which devices still have answers to send.
          </Trans>
        </p>
        <h3>
          <Trans>When you contact us</Trans>
        </h3>
        <p>
          <Trans>
            Your name, email address, role, the reason for your message and the message itself. We keep the message and
            email a copy to our support team, who reply to your address. If you are signed in, we link the message to your
            account so we can help you faster, and email your account&apos;s address a short note that it arrived. We never
            send that note to an address typed in the form.
          </Trans>
        </p>
        <h3>
          <Trans>Technical information</Trans>
        </h3>
        <p>
          <Trans>
            Like every website, our servers see your IP address. We use it to stop the contact form being flooded and
            test links being guessed. We keep it only scrambled with a secret key that changes every day, for no more
            than {bookkeepingDays} days, and delete each day&apos;s key once the day is over, so nobody, us included, can turn it back
            into your address. To check that requests come from our app and not from a script, the app uses Google&apos;s
            reCAPTCHA Enterprise (through Firebase App Check), which looks at signals from the browser and the device,
            never at the answers or anything typed. The browser remembers that you are signed in
            and whether you were signed in last time, so the right menu appears. It also remembers the language you
            choose and your reading settings; signed in, your account keeps them too, so they follow you to another
            device. While a test is taken, the device
            keeps its questions, its read-aloud clips and the answers given (recordings included) in the browser&apos;s
            own storage until our server has them, so a lost connection loses nothing. Once the completed test
            reaches us, none of it stays on the device, and the same holds for a test deleted meanwhile as soon as our
            server tells the device; a test left unfinished stays there until the browser&apos;s data is cleared. We
            use no advertising or tracking
            cookies and no analytics services.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-children">
        <h2 id="privacy-children">
          <Trans>Children&apos;s information and consent</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Nobody under {minimumAge} may create an account: we refuse a date of birth that is less than {minimumAge} years ago. Children take a screening through an adult&apos;s account and never need an email address or password.</Trans>
          </li>
          <li>
            <Trans>When a parent or guardian adds a child, they confirm that they are the child&apos;s parent or legal guardian and agree to this notice.</Trans>
          </li>
          <li>
            <Trans>
              Schools and professionals must have the authority to screen a child and, wherever the law or their own
              policies require it, a parent&apos;s or guardian&apos;s permission first. When they add someone, one at a time or
              from a file, they confirm that they hold that consent: a school that it holds the parents&apos; consent, a
              professional that they hold their client&apos;s (or, for a child, a parent&apos;s or guardian&apos;s). They decide
              what happens to the information they add, and we handle it on their behalf and on their instructions.
            </Trans>
          </li>
          <li>
            <Trans>We cannot add anyone without that confirmation, and we keep a record of who gave it, when, and which version of this notice it was given under.</Trans>
          </li>
          <li>
            <Trans>
              If a school or professional screened your child and you want to see, correct or delete the information, ask
              them, or write to us and we will pass your request on and help.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-voice">
        <h2 id="privacy-voice">
          <Trans>Voice recordings</Trans>
        </h2>
        <p>
          <Trans>
            Some questions ask for an answer spoken aloud. The browser asks for permission before the microphone is used,
            and each recording lasts at most 10 seconds. Recordings are used only to score that answer, to check whether a
            voice can be heard in it, and so that the answer can be reviewed: by you, by the school or professional who ran the screening, or by our team if a
            result is questioned. We do not use them to train artificial intelligence, and we do not share them with
            anyone else. They are deleted automatically {recordingDays} days after they are recorded, even if nobody has
            listened to them yet; the scores, and whether a voice was heard, are kept, and an answer nobody had marked
            stays unmarked. When our speech recognition marks an answer, about one in ten of those answers is also offered to
            the school or professional to mark without seeing the machine&apos;s mark, so that we can count how often the two
            agree; only the counts are kept for that, never the recording or who it was.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">
          <Trans>How we use information</Trans>
        </h2>
        <ul>
          <li>
            <Trans>to run screenings, work out results and show them on your dashboard;</Trans>
          </li>
          <li>
            <Trans>to send the emails the service needs, such as address verification, password resets and invitations;</Trans>
          </li>
          <li>
            <Trans>to answer your messages;</Trans>
          </li>
          <li>
            <Trans>to keep the service secure and prevent misuse;</Trans>
          </li>
          <li>
            <Trans>to check and improve the accuracy of our tests, using results with names and contact details removed (never recordings);</Trans>
          </li>
          <li>
            <Trans>
              to publish, on our Evidence page, figures that add up many completed tests (how reliable each section is,
              how often each question is answered right) and how accurate ReadBright is: each diagnostic outcome a
              professional records is compared with the person&apos;s latest screening on or before its date, and only counts
              are kept for this (how many outcomes at each risk level and score), with no name or id. Every figure rests on at
              least 30 tests or outcomes and none names or points to a person. Deleting a test, an outcome, a person or an
              account takes its part out of the figures at once.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>We never sell personal information, show advertising, or pass information to data brokers.</Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-share">
        <h2 id="privacy-share">
          <Trans>Who else sees it</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Our service provider.</strong> ReadBright runs on Google Cloud (Firebase), which stores and processes
              information for us under a contract that does not let it use the information for its own purposes. Its data
              centres may be outside your country; where the law requires it, the transfer is covered by standard data
              protection clauses. Google also sends the emails about your account (address verification, password resets
              and invitations).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Our email delivery provider.</strong> The other emails we send (a copy of your message to our
              support team, the note that tells a signed-in sender it arrived, and the warning before an unused account
              is deleted) are handed to an email delivery
              provider, which delivers them and keeps a record of the delivery. It sees the addresses, the subject and
              the message, and may use them only to deliver them for us.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>People you choose.</strong> In a school or organisation account, the administrator and the teachers
              or professionals they invite can see the people added to that account.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>When the law requires it.</strong> We share information with authorities only when we are legally
              obliged to, and we will tell you unless we are not allowed to.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">
          <Trans>How long we keep it</Trans>
        </h2>
        <table className="plain-table">
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t`Information`}</th>
              <th scope="col">{t`How long`}</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION.map((row) => (
              <tr key={row.id}>
                <th scope="row">{t(row.what)}</th>
                <td>{t(row.howLong)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">
          <Trans>Your choices</Trans>
        </h2>
        <ul>
          <li>
            <Trans>See and correct your details in the settings of your dashboard.</Trans>
          </li>
          <li>
            <Trans>Correct the details of a person you added (name, date of birth, grade, class and notes) from your dashboard&apos;s Participants page, with Edit details.</Trans>
          </li>
          <li>
            <Trans>Delete a person you have screened, with their results, recordings and any diagnostic outcome, from your dashboard.</Trans>
          </li>
          <li>
            <Trans>A professional can change or delete a client&apos;s diagnostic outcome on the client&apos;s page at any time.</Trans>
          </li>
          <li>
            <Trans>
              Download a copy of your information (Settings, Download my data): a ZIP file with your details, your
              school&apos;s record (for a school&apos;s administrator), the people you screened with the consent each was added
              under and any diagnostic outcome recorded for them, their results, answers and recordings, the invitations you sent or received, your messages to us,
              and what you did in your school&apos;s or organisation&apos;s activity log. Because it holds other people&apos;s
              information, we ask for your password again first, unless you signed in within the last {recentMinutes} minutes.
            </Trans>
          </li>
          <li>
            <Trans>Delete your account and everything in it (Settings, Delete account). A school's administrator deletes the school with it.</Trans>
          </li>
          <li>
            <Trans>Or ask us for either by writing to <a href={privacyHref}>{privacyEmail}</a>.</Trans>
          </li>
          <li>
            <Trans>Object to how we use your information, or ask us to limit it.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We answer within one month. If you are not happy with our answer, you can complain to the data protection
            authority where you live.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">
          <Trans>Keeping it safe</Trans>
        </h2>
        <p>
          <Trans>
            Information is encrypted on its way to us and where it is stored. No browser can change the database: every
            change goes through our server, which checks who is asking. A signed-in browser may read a few things
            directly from the database (your own profile, and the people and tests of your account, school or
            organisation), and only what our server would show you anyway: database rules check who is asking on every
            read, and a signed-out browser can read nothing. The &quot;Testing now&quot; page uses this to show a class&apos;s
            progress live. Only the few people who need to, to run the service, can access personal information.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">
          <Trans>Changes and contact</Trans>
        </h2>
        <p>
          <Trans>
            If we change this policy in a way that matters, we will email account holders before the change takes effect.
            Questions about privacy are welcome at <a href={privacyHref}>{privacyEmail}</a>.
          </Trans>
        </p>
      </section>
    </article>
  );
}

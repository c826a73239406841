import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import "../../../components/content-page.css";

const VISION = [
  {
    id: "learning",
    title: msg`Learning support`,
    text: msg`Activities matched to each person's results, so a screening leads straight into practice on the skills that need it most.`,
  },
  {
    id: "educators",
    title: msg`Educator resources`,
    text: msg`Practical guides and classroom strategies that help teachers support dyslexic pupils, whether or not they have a diagnosis.`,
  },
  {
    id: "workplace",
    title: msg`Workplace integration`,
    text: msg`Screening and guidance for adults at work, and help for employers to make simple adjustments that let everyone do their best work.`,
  },
] as const;

export function AboutPage() {
  const { t } = useLingui();
  return (
    <article className="content-page">
      <title>{t`About Us | ReadBright`}</title>
      <h1>
        <Trans>About ReadBright</Trans>
      </h1>
      <p className="content-page__lead">
        <Trans>
          ReadBright helps families, schools and professionals find out early whether a child, a student or an adult
          shows signs of dyslexia, so the right support can start sooner.
        </Trans>
      </p>

      <section aria-labelledby="founder-title">
        <h2 id="founder-title">
          <Trans>Our founder</Trans>
        </h2>
        <p>
          <Trans>
            ReadBright&apos;s founder started the project after seeing bright, curious children struggle with reading
            for years before anyone put a name to the difficulty. A full dyslexia assessment is thorough, but it can be
            expensive and slow to arrange. Many families wait months, and many never get one at all.
          </Trans>
        </p>
        <p>
          <Trans>
            The idea was simple: a short, friendly screening that anyone can take at home or at school, which shows
            whether the signs are there and what a sensible next step would be. That is still what we build every day.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="experts-title">
        <h2 id="experts-title">
          <Trans>Built with experts</Trans>
        </h2>
        <p>
          <Trans>
            We design ReadBright together with people who assess and teach dyslexic learners: educational
            psychologists, speech and language therapists and specialist teachers. They help us decide what to measure
            in memory, phonological awareness and spatial awareness, review the questions, and make sure the
            instructions are clear for young children.
          </Trans>
        </p>
        <div className="callout">
          <p>
            <Trans>
              <strong>A screening is not a diagnosis.</strong> ReadBright estimates how likely it is that someone has
              dyslexia. Only a qualified professional, such as an educational psychologist or a specialist assessor, can
              diagnose it. We see our results as a well-informed starting point for that conversation.
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="evidence-title">
        <h2 id="evidence-title">
          <Trans>Evidence you can check</Trans>
        </h2>
        <p>
          <Trans>
            We publish what our own results say about our tests: how consistent each section is, how each question works, how often our machine
            marking agrees with people, and how often a High risk meant dyslexia in a full assessment. The figures update as screenings are
            completed, and we say plainly what is not yet known.
          </Trans>
        </p>
        <p>
          <AppLink to={paths.evidence.href()}>
            <Trans>See the evidence</Trans>
          </AppLink>
        </p>
      </section>

      <section aria-labelledby="vision-title">
        <h2 id="vision-title">
          <Trans>Where we are going</Trans>
        </h2>
        <p>
          <Trans>Screening is the first step. These are the next ones we are working towards:</Trans>
        </p>
        {VISION.map((item) => (
          <div key={item.id}>
            <h3>{t(item.title)}</h3>
            <p>{t(item.text)}</p>
          </div>
        ))}
        <p className="fine-print">
          <Trans>These are plans, not features you can use today.</Trans>
        </p>
      </section>

      <section aria-labelledby="about-contact-title">
        <h2 id="about-contact-title">
          <Trans>Talk to us</Trans>
        </h2>
        <p>
          <Trans>
            Whether you are a parent, a teacher or a researcher who would like to work with us, we would love to hear from you.
          </Trans>
        </p>
        <div className="page-cta">
          <AppLink className="button button--primary" to={paths.contactUs.href()}>
            <Trans>Contact us</Trans>
          </AppLink>
          <AppLink className="button" to={paths.dyslexia.href()}>
            <Trans>Learn about dyslexia</Trans>
          </AppLink>
        </div>
      </section>
    </article>
  );
}

import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import "../../../components/content-page.css";

const VISION = [
  {
    title: "Learning support",
    text: "Activities matched to each person's results, so a screening leads straight into practice on the skills that need it most.",
  },
  {
    title: "Educator resources",
    text: "Practical guides and classroom strategies that help teachers support dyslexic pupils, whether or not they have a diagnosis.",
  },
  {
    title: "Workplace integration",
    text: "Screening and guidance for adults at work, and help for employers to make simple adjustments that let everyone do their best work.",
  },
] as const;

export function AboutPage() {
  return (
    <article className="content-page">
      <title>About Us | ReadBright</title>
      <h1>About ReadBright</h1>
      <p className="content-page__lead">
        ReadBright helps families, schools and professionals find out early whether a child, a student or an adult
        shows signs of dyslexia, so the right support can start sooner.
      </p>

      <section aria-labelledby="founder-title">
        <h2 id="founder-title">Our founder</h2>
        <p>
          ReadBright&apos;s founder started the project after seeing bright, curious children struggle with reading
          for years before anyone put a name to the difficulty. A full dyslexia assessment is thorough, but it can be
          expensive and slow to arrange. Many families wait months, and many never get one at all.
        </p>
        <p>
          The idea was simple: a short, friendly screening that anyone can take at home or at school, which shows
          whether the signs are there and what a sensible next step would be. That is still what we build every day.
        </p>
      </section>

      <section aria-labelledby="experts-title">
        <h2 id="experts-title">Built with experts</h2>
        <p>
          We design ReadBright together with people who assess and teach dyslexic learners: educational
          psychologists, speech and language therapists and specialist teachers. They help us decide what to measure
          in memory, phonological awareness and spatial awareness, review the questions, and make sure the
          instructions are clear for young children.
        </p>
        <div className="callout">
          <p>
            <strong>A screening is not a diagnosis.</strong> ReadBright estimates how likely it is that someone has
            dyslexia. Only a qualified professional, such as an educational psychologist or a specialist assessor, can
            diagnose it. We see our results as a well-informed starting point for that conversation.
          </p>
        </div>
      </section>

      <section aria-labelledby="evidence-title">
        <h2 id="evidence-title">Evidence you can check</h2>
        <p>
          We publish what our own results say about our tests: how consistent each section is, how each question works, how often our machine
          marking agrees with people, and how often a High risk meant dyslexia in a full assessment. The figures update as screenings are
          completed, and we say plainly what is not yet known.
        </p>
        <p>
          <AppLink to={paths.evidence.href()}>See the evidence</AppLink>
        </p>
      </section>

      <section aria-labelledby="vision-title">
        <h2 id="vision-title">Where we are going</h2>
        <p>Screening is the first step. These are the next ones we are working towards:</p>
        {VISION.map((item) => (
          <div key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        ))}
        <p className="fine-print">These are plans, not features you can use today.</p>
      </section>

      <section aria-labelledby="about-contact-title">
        <h2 id="about-contact-title">Talk to us</h2>
        <p>Whether you are a parent, a teacher or a researcher who would like to work with us, we would love to hear from you.</p>
        <div className="page-cta">
          <AppLink className="button button--primary" to={paths.contactUs.href()}>
            Contact us
          </AppLink>
          <AppLink className="button" to={paths.dyslexia.href()}>
            Learn about dyslexia
          </AppLink>
        </div>
      </section>
    </article>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router-dom";
import { isContactReason } from "@readbright/domain/contact-schemas";
import { BUSINESS_EMAIL, SUPPORT_EMAIL } from "../../../config/site";
import { ContactForm } from "../../../components/contact-form/contact-form";
import "../contact.css";

export function ContactUsPage() {
  // ?reason=request-demo (from 'Request a demo') chooses the reason in advance.
  const [searchParams] = useSearchParams();
  const reason = searchParams.get("reason");
  const { t } = useLingui();

  return (
    <div className="page contact-page">
      <title>{t`Contact Us | ReadBright`}</title>
      <h1>
        <Trans>Contact Us</Trans>
      </h1>
      <p className="contact-page__lead">
        <Trans>
          Questions about a screening, a demo for your school, or an idea for working together: we read every message and
          will get back to you as soon as we can.
        </Trans>
      </p>
      <div className="contact-page__layout">
        <section className="contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">
            <Trans>Send us a Message</Trans>
          </h2>
          <ContactForm initialReason={isContactReason(reason) ? reason : ""} />
        </section>
        <aside className="contact-addresses" aria-labelledby="contact-addresses-title">
          <h2 id="contact-addresses-title">
            <Trans>Email us</Trans>
          </h2>
          <h3>
            <Trans>Support</Trans>
          </h3>
          <p>
            <Trans>Help with your account, a screening or your results.</Trans>
          </p>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <h3>
            <Trans>Schools and partnerships</Trans>
          </h3>
          <p>
            <Trans>Demos, school plans, research and collaboration.</Trans>
          </p>
          <p>
            <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}

import { useSearchParams } from "react-router-dom";
import { isContactReason } from "@readbright/domain/contact-schemas";
import { BUSINESS_EMAIL, SUPPORT_EMAIL } from "../../../config/site";
import { ContactForm } from "../../../components/contact-form/contact-form";
import "../contact.css";

export function ContactUsPage() {
  // ?reason=request-demo (from 'Request a demo') chooses the reason in advance.
  const [searchParams] = useSearchParams();
  const reason = searchParams.get("reason");

  return (
    <div className="page contact-page">
      <title>Contact Us | ReadBright</title>
      <h1>Contact Us</h1>
      <p className="contact-page__lead">
        Questions about a screening, a demo for your school, or an idea for working together: we read every message and
        will get back to you as soon as we can.
      </p>
      <div className="contact-page__layout">
        <section className="contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a Message</h2>
          <ContactForm initialReason={isContactReason(reason) ? reason : ""} />
        </section>
        <aside className="contact-addresses" aria-labelledby="contact-addresses-title">
          <h2 id="contact-addresses-title">Email us</h2>
          <h3>Support</h3>
          <p>Help with your account, a screening or your results.</p>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <h3>Schools and partnerships</h3>
          <p>Demos, school plans, research and collaboration.</p>
          <p>
            <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}

import { AppLink } from "../../components/app-link";
import { paths } from "../../config/paths";
import { SUPPORT_EMAIL } from "../../config/site";
import "./site-footer.css";

const FOOTER_LINKS = [
  { label: "Home", to: paths.home.href() },
  { label: "About", to: paths.about.href() },
  { label: "What is Dyslexia?", to: paths.dyslexia.href() },
  { label: "Evidence", to: paths.evidence.href() },
  { label: "Start a Screening", to: paths.register.href() },
  { label: "Contact", to: paths.contactUs.href() },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__support">
          Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p className="site-footer__note">ReadBright screens for dyslexia risk. A screening is not a diagnosis.</p>
        <p className="site-footer__legal">
          <AppLink to={paths.terms.href()}>Terms and Conditions</AppLink>
          <span aria-hidden="true"> · </span>
          <AppLink to={paths.privacy.href()}>Privacy Policy</AppLink>
        </p>
      </div>
    </footer>
  );
}

import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { AppLink } from "../../components/app-link";
import { paths } from "../../config/paths";
import { SUPPORT_EMAIL } from "../../config/site";
import "./site-footer.css";

const FOOTER_LINKS = [
  { label: msg`Home`, to: paths.home.href() },
  { label: msg`About`, to: paths.about.href() },
  { label: msg`What is Dyslexia?`, to: paths.dyslexia.href() },
  { label: msg`Evidence`, to: paths.evidence.href() },
  { label: msg`Start a Screening`, to: paths.register.href() },
  { label: msg`Contact`, to: paths.contactUs.href() },
];

export function SiteFooter() {
  const { i18n } = useLingui();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={i18n._(msg`Footer`)}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{i18n._(link.label)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__support">
          <Trans>
            Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </Trans>
        </p>
        <p className="site-footer__note">
          <Trans>ReadBright screens for dyslexia risk. A screening is not a diagnosis.</Trans>
        </p>
        <p className="site-footer__legal">
          <AppLink to={paths.terms.href()}>
            <Trans>Terms and Conditions</Trans>
          </AppLink>
          <span aria-hidden="true"> · </span>
          <AppLink to={paths.privacy.href()}>
            <Trans>Privacy Policy</Trans>
          </AppLink>
        </p>
      </div>
    </footer>
  );
}

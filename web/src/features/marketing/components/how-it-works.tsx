// The home page's carousel with its slides: its markup comes prerendered, and its code (the slides' art,
// the timing) after the page's, so the home page's first load stays within its budget.
import { useLingui } from "@lingui/react/macro";
import { SLIDES } from "../content/slides";
import { Carousel } from "./carousel";

export function HowItWorks() {
  const { t } = useLingui();
  return <Carousel label={t`How ReadBright works`} slides={SLIDES} />;
}

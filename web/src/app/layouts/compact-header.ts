// Whether the site header's links fit on one row beside the brand and Reading settings. Below 768 px the
// header is always compact (the stylesheet shows the menu button before this module has loaded); above it, a large text size, OpenDyslexic or wide spacing can
// make the links wrap ("Logout" on a second row) or push the page sideways, and then the header turns
// into the phone's menu too (decision 36). Loaded after the first render (nav-bar.tsx), so the home
// page's first load does not grow; measured with the links shown, on every change of width, reading
// settings or fonts.
import { MOBILE_BREAKPOINT_PX } from "@readbright/domain/limits";
import { observeLayout } from "../../utils/observe-layout";

export const COMPACT_CLASS = "site-header--compact";
/** Reading settings as "Aa" alone, its name kept: tried before the links fold into the menu (decision 49). */
export const SNUG_CLASS = "site-header--snug";

/** How the header fits: its links in one row, in one row with the buttons narrowed, or in the menu. */
export type HeaderFit = "one-row" | "snug" | "compact";
const PHONE = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True when the links, laid out in one row, would wrap or overflow the header. */
function linksOverflow(header: HTMLElement): boolean {
  const inner = header.firstElementChild as HTMLElement | null;
  const items = Array.from(header.querySelectorAll<HTMLElement>(".site-nav__list > li"));
  if (!inner || items.length === 0) return false;
  const top = items[0]!.offsetTop;
  return items.some((item) => item.offsetTop !== top) || inner.scrollWidth > inner.clientWidth + 1;
}

/** Keeps `header`'s fit classes right, and tells `onChange`; returns the stop. */
export function watchCompactHeader(header: HTMLElement, onChange: (fit: HeaderFit) => void): () => void {
  const check = () => {
    const phone = window.matchMedia?.(PHONE).matches ?? false;
    // Measured as the wide layout, then narrowed, then put back as it will render, in the same frame.
    header.classList.remove(COMPACT_CLASS, SNUG_CLASS);
    let fit: HeaderFit = "one-row";
    if (phone) fit = "compact";
    else if (linksOverflow(header)) {
      header.classList.add(SNUG_CLASS);
      fit = linksOverflow(header) ? "compact" : "snug";
      header.classList.remove(SNUG_CLASS);
    }
    header.classList.toggle(COMPACT_CLASS, fit === "compact");
    header.classList.toggle(SNUG_CLASS, fit === "snug");
    // Says the fit has been measured (the browser tests wait for it: until this module has loaded, a
    // widest reading setting can show the links on two rows for a moment).
    header.dataset.fit = fit === "compact" ? "compact" : "one-row";
    onChange(fit);
  };
  check();
  return observeLayout([header], check);
}

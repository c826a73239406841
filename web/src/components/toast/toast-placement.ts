// Where the toasts go so that they never cover a form field or a primary button (decision 36): below the
// header at the right (the usual place), else at the bottom, else over the site header itself, whichever
// covers none of them at this width and scroll; with none free, the one that covers least. Loaded with the
// first toast (toast-region.tsx), so the first load of a page does not grow.
import { observeLayout } from "../../utils/observe-layout";

export const PLACES = ["top", "bottom", "header"] as const;
export type ToastPlace = (typeof PLACES)[number];

/** What a toast must leave uncovered: every field, and every button drawn as one (primary or not). */
const PROTECTED = "input:not([type=hidden]), select, textarea, button[type=submit], .button, .player-button";

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The first place whose box covers nothing, else the one that covers least. */
export function choosePlace(boxes: Record<ToastPlace, Box>, guarded: readonly Box[]): ToastPlace {
  let best: ToastPlace = PLACES[0];
  let bestCovered = Infinity;
  for (const place of PLACES) {
    const covered = guarded.reduce((sum, box) => sum + overlap(boxes[place], box), 0);
    if (covered === 0) return place;
    if (covered < bestCovered) [best, bestCovered] = [place, covered];
  }
  return best;
}

/** The protected controls on screen now, outside the toasts and the site header. */
function guardedBoxes(region: HTMLElement): Box[] {
  const boxes: Box[] = [];
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(PROTECTED))) {
    if (region.contains(element) || element.closest(".site-header")) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) continue;
    boxes.push(box);
  }
  return boxes;
}

/** Keeps the region in the best place as the page, its size and its scroll change; returns the stop. */
export function watchToastPlacement(region: HTMLElement): () => void {
  let frame = 0;
  const place = () => {
    frame = 0;
    const boxes = {} as Record<ToastPlace, Box>;
    for (const candidate of PLACES) {
      region.dataset.place = candidate;
      boxes[candidate] = region.getBoundingClientRect();
    }
    region.dataset.place = choosePlace(boxes, guardedBoxes(region));
  };
  const soon = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  place();
  const stopLayout = observeLayout([region], soon);
  // The page under the toasts changes too: a login opens the dashboard, a dialog opens.
  const changed = new MutationObserver(soon);
  changed.observe(document.body, { childList: true, subtree: true });
  window.addEventListener("scroll", soon, { passive: true });
  window.addEventListener("resize", soon);
  return () => {
    cancelAnimationFrame(frame);
    stopLayout();
    changed.disconnect();
    window.removeEventListener("scroll", soon);
    window.removeEventListener("resize", soon);
  };
}

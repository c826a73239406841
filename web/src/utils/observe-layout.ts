// Calls `check` whenever what decides a fit may have changed: the elements' size (the window, rows that
// arrive), the reading settings (custom properties on <html>) or a typeface that has just loaded. Used to
// fall back to a narrower layout when text is wider than its room (decision 36). Returns the stop.
export function observeLayout(elements: readonly Element[], check: () => void): () => void {
  if (typeof ResizeObserver === "undefined") return () => {};
  const resized = new ResizeObserver(check);
  for (const element of elements) resized.observe(element);
  const restyled = new MutationObserver(check);
  restyled.observe(document.documentElement, { attributes: true, attributeFilter: ["style", "class"] });
  const fonts = document.fonts as FontFaceSet | undefined;
  fonts?.addEventListener?.("loadingdone", check);
  return () => {
    resized.disconnect();
    restyled.disconnect();
    fonts?.removeEventListener?.("loadingdone", check);
  };
}

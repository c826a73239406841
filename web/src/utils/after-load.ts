/** Resolves a task after the page has loaded: work started then never delays its first paint or its own requests. */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
  });
}

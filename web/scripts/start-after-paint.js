// What a prerendered public page loads instead of the app's entry (docs/decisions/0031): the page's own
// HTML and stylesheets paint first, then the app's code is fetched and takes the page over. Fetching it
// earlier makes a phone's first paint wait on 90 kB it does not need for it. The URLs are on the script tag.
const script = document.querySelector("script[data-app-entry]");

function start() {
  for (const href of (script.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  void import(script.dataset.appEntry);
}

// A tab opened in the background paints nothing until shown: it need not wait for a frame.
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));

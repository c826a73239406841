import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { getEnv } from "./config/env";
import { activateLocale } from "./lib/i18n/activate";
import { initialLocale } from "./lib/i18n/initial-locale";
import "./styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

try {
  getEnv();
} catch (error) {
  // Spec: start-up fails when configuration is missing; say why on the page as well as in the console.
  const message = document.createElement("p");
  message.setAttribute("role", "alert");
  message.textContent = error instanceof Error ? error.message : String(error);
  container.replaceChildren(message);
  throw error;
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives prerendered (docs/decisions/0031): React takes over its markup. Every other page
// arrives as the empty shell (app.html) and is rendered here. So is a public page opened with a query, which
// may render otherwise than its prerendered markup (an email action link redirects, a contact reason is
// chosen): its markup is replaced rather than mismatched. What a visitor typed into its forms meanwhile is
// kept either way (decision 36): a hydrated form still holds it, and a replaced one gets the copy taken here
// (loaded only then, to keep the home page's first load small).
// The shell's messages come first, in the page's language (decision 49): a prerendered page preloads them.
function start(root: HTMLElement) {
  if (root.hasChildNodes() && window.location.search === "") hydrateRoot(root, app);
  else if (root.querySelector("form")) {
    void import("./lib/early-input").then(({ captureEarlyInput }) => {
      captureEarlyInput(root);
      createRoot(root).render(app);
    });
  } else createRoot(root).render(app);
}
const { locale, remember } = initialLocale(window.location.pathname);
activateLocale(locale, { remember }).then(
  () => start(container),
  (error: unknown) => {
    const message = document.createElement("p");
    message.setAttribute("role", "alert");
    message.textContent = "ReadBright could not load. Check your connection and reload the page.";
    container.replaceChildren(message);
    throw error;
  },
);

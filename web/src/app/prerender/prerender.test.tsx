import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import type { Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRERENDERED_PAGES, renderPage } from "../../entry-server";
import { App } from "../app";
import { pageAssets } from "./page-assets";
import type { Manifest } from "./page-assets";
import { pageHtml } from "./page-html";

// Firebase never starts in these tests: a signed-in hint asks for it, and it then reports nobody.
const loadAuthSession = vi.fn(async () => ({ watchUser: () => () => {}, signOutUser: async () => {} }));
vi.mock("../../lib/load-auth-session", () => ({ loadAuthSession: () => loadAuthSession() }));

const HEADINGS: Record<string, string> = {
  "/": "Spot the signs of dyslexia early",
  "/about": "About ReadBright",
  "/dyslexia": "What is Dyslexia?",
  "/contact-us": "Contact Us",
  "/terms": "Terms and Conditions",
  "/privacy": "Privacy Policy",
  "/evidence": "Evidence",
  "/es": "Detecte pronto las señales de la dislexia",
  "/es/about": "Acerca de ReadBright",
  "/es/dyslexia": "¿Qué es la dislexia?",
  "/es/contact-us": "Contacto",
  "/es/terms": "Términos y condiciones",
  "/es/privacy": "Política de privacidad",
  "/es/evidence": "Evidencia",
};

/** The visitor's sign-in link, in the page's language. */
const LOG_IN: Record<string, string> = { en: "Log In", es: "Iniciar sesión" };

describe("prerendering the public pages", () => {
  it.each(PRERENDERED_PAGES.map((page) => [page.path, page.locale] as const))("renders %s with its heading, title and the visitor's links in %s", async (path, locale) => {
    const html = await renderPage(path);
    expect(html).toContain(`${HEADINGS[path]}</h1>`);
    expect(html).toMatch(/^<title>[^<]*ReadBright[^<]*<\/title>/);
    expect(html).toContain(`>${LOG_IN[locale]}</a>`);
    expect(html).not.toContain("Logout");
  });

  it("links a Spanish page to the Spanish public pages and to the English one, and keeps the app's addresses", async () => {
    const html = await renderPage("/es");
    expect(html).toContain('href="/es/about"');
    expect(html).toContain('lang="en" hrefLang="en" aria-label="English" href="/"');
    expect(html).toContain('href="/register"');
    expect(html).not.toContain('href="/about"');
  });

  it("puts the home page's hero picture and slides in the HTML", async () => {
    const html = await renderPage("/");
    expect(html).toMatch(/<section class="carousel"[^>]*aria-label="How ReadBright works"[\s\S]*<svg[^>]*class="slide-art"/);
    expect(html).toContain("Three short, game-like sections");
  });
});

describe("the prerendered page's HTML", () => {
  const manifest: Manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"], css: ["assets/index-1.css"] },
    "_react.js": { file: "assets/react-1.js" },
    "src/home.tsx": { file: "assets/home-1.js", imports: ["_react.js", "_quotes.js"], css: ["assets/home-1.css"] },
    "_quotes.js": { file: "assets/quotes-1.js", css: ["assets/index-1.css"] },
  };
  const template = [
    "<html><head><title>App</title>",
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join("\n");

  it("adds only what the page loads beyond the entry", () => {
    expect(pageAssets(manifest, "src/home.tsx")).toEqual({ scripts: ["/assets/home-1.js", "/assets/quotes-1.js"], styles: ["/assets/home-1.css"] });
  });

  it("has the page's title, markup and stylesheets, and starts the app only after the first paint", () => {
    const html = pageHtml(template, "<title>Home | ReadBright</title><h1>Home</h1>", pageAssets(manifest, "src/home.tsx"), "/assets/start-1.js");
    expect(html).toContain("<title>Home | ReadBright</title>");
    expect(html).not.toContain("<title>App</title>");
    expect(html).toContain('<div id="root"><h1>Home</h1></div>');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/home-1.css">\s*<\/head>/);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/start-1.js" data-app-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/home-1.js /assets/quotes-1.js"></script>',
    );
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("says the page's language and names its address in each language", () => {
    const html = pageHtml(
      template.replace("<html>", '<html lang="en">'),
      "<title>Inicio | ReadBright</title><h1>Inicio</h1>",
      pageAssets(manifest, "src/home.tsx"),
      "/assets/start-1.js",
      { lang: "es", alternates: { en: "/", es: "/es", "x-default": "/" } },
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="/">');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="/es">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/">');
  });
});

describe("hydrating a prerendered page", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
    window.localStorage.clear();
    loadAuthSession.mockClear();
  });

  /** Hydrates the page prerendered for `path`; `signedInHint` is what this browser remembers (the build never does). */
  async function hydrate(path: string, { signedInHint = false, beforeHydrate = (_container: HTMLElement) => {} } = {}) {
    const container = document.createElement("div");
    container.innerHTML = (await renderPage(path)).replace(/<title>[\s\S]*?<\/title>/, "");
    // The server renderer leaves its last contexts set until it next renders: in the browser it is never
    // loaded, but here it shares React with the client, so an empty render puts them back.
    await prerender(<></>);
    const errors = vi.mocked(console.error);
    errors.mockClear();
    if (signedInHint) window.localStorage.setItem("readbright.signed-in", "1");
    document.body.append(container);
    window.history.replaceState(null, "", path);
    beforeHydrate(container);
    // A mismatch is reported here (the browser's default reports it as an uncaught error).
    const mismatches: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <App />, { onRecoverableError: (error) => mismatches.push(String(error)) });
    });
    // The page's chunk is already loaded (renderPage imported it): its Suspense boundary hydrates too.
    await screen.findByRole("heading", { level: 1, name: HEADINGS[path] });
    expect(mismatches).toEqual([]);
    // React also warns, in development only, that the server and the client renderer both used one context:
    // they share a page only here, never in a browser. Anything else it logs fails the test.
    expectOnlyTheTwoRenderersWarning();
  }

  function expectOnlyTheTwoRenderersWarning() {
    const errors = vi.mocked(console.error);
    const logged = errors.mock.calls.map((args) => args.map(String).join(" "));
    expect(logged.filter((message) => !message.startsWith("Detected multiple renderers concurrently"))).toEqual([]);
    errors.mockClear();
  }

  it("takes over the home page's markup without a mismatch, and never loads Firebase for a visitor", async () => {
    await hydrate("/");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Log In" })).toBeInTheDocument();
    expect(loadAuthSession).not.toHaveBeenCalled();
  });

  it("keeps what a visitor typed into the Contact form before the code arrived, and lets them send it", async () => {
    const typed = { name: "Ada Lovelace", email: "ada@example.com", role: "parent", reason: "question", message: "How long does it take?" };
    await hydrate("/contact-us", {
      beforeHydrate(container) {
        const form = container.querySelector("form[aria-label='Send us a Message']") as HTMLFormElement;
        // The served form already says what Send is waiting for.
        expect(form.querySelector("button[type=submit]")).toBeDisabled();
        expect(form.textContent).toContain("Still needed:");
        for (const [name, value] of Object.entries(typed)) (form.elements.namedItem(name) as HTMLInputElement).value = value;
        (form.elements.namedItem("message") as HTMLTextAreaElement).focus();
      },
    });
    const send = screen.getByRole("button", { name: "Send message" });
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("I am a")).toHaveValue("parent");
    expect(screen.getByLabelText("Message")).toHaveValue("How long does it take?");
    // Typing on goes on from there: the form's values are the typed ones, not empty ones written back.
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "How long does it take? Thanks" } });
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(send).toBeEnabled();
    expect(screen.queryByText("Still needed:")).not.toBeInTheDocument();
    expectOnlyTheTwoRenderersWarning();
  });

  it("switches to a signed-in visitor's links after hydrating, and starts Firebase for them", async () => {
    await hydrate("/about", { signedInHint: true });
    expect(await screen.findByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Log In" })).not.toBeInTheDocument();
    expect(loadAuthSession).toHaveBeenCalledTimes(1);
  });
});

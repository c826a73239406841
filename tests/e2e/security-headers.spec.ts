// Hosting's security headers (firebase.json hosting.headers): they are sent, and the app works under its
// Content-Security-Policy, with not one violation on the public pages, the signed-in pages, the results
// view and the assessment player. (The shared page fixture also fails any test whose browser logs an
// error, which is how Chromium reports a violation, so every e2e test doubles as a CSP check.)
import type { Page } from "@playwright/test";
import { apiJson } from "../fixtures/api";
import { answerAll, auth, newResult } from "../fixtures/assessments";
import type { ResultBody } from "../fixtures/assessments";
import { logIn } from "../fixtures/log-in";
import { onboard } from "../fixtures/profiles";
import { createUser } from "../fixtures/users";
import { expect, test } from "./fixtures";
import { passMicrophoneCheck } from "./player-steps";

const EXPECTED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

/** The policy's directives, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const entries = (policy ?? "").split(";").map((part) => part.trim().split(/\s+/)).filter(([name]) => name);
  return new Map(entries.map(([name, ...values]) => [name as string, values]));
}

interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

/** Records every securitypolicyviolation event of every page the test opens. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction("reportCspViolation", (violation: Violation) => seen.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (v: Violation) => void }).reportCspViolation;
      void report({ page: location.pathname, directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return seen;
}

/** Opens a page and waits until it has drawn something and stopped loading. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("#root > *").first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
}

test.describe("the headers Hosting sends", () => {
  for (const path of ["/", "/dashboard", "/favicon.svg"]) {
    test(`${path} is served with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], name).toBe(value);
      expect(headers["permissions-policy"]).toContain("microphone=(self)");
      expect(headers["permissions-policy"]).toContain("camera=()");

      const csp = directives(headers["content-security-policy"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      // Beside 'self', only index.html's pre-paint reading-settings script, allowed by its hash (decision 30),
      // and reCAPTCHA Enterprise's script and frame, which App Check loads where it is configured (decision 34).
      expect(csp.get("script-src")).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/), "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]);
      expect(csp.get("frame-src")).toEqual(["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]);
      expect(csp.get("style-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://firestore.googleapis.com"]));
      expect(csp.get("media-src")).toEqual(expect.arrayContaining(["'self'", "blob:"]));
    });
  }

  // /api/** is a rewrite to the function: Hosting adds the same headers, so JSON is never sniffed either.
  test("an /api response passing through Hosting carries them too", async ({ request }) => {
    const response = await request.get("/api/health/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(directives(response.headers()["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
  });
});

test.describe("the app under its Content-Security-Policy", () => {
  test("the public pages and the sign-in pages load with no violation", async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of ["/", "/about", "/dyslexia", "/contact-us", "/terms", "/privacy", "/evidence", "/login", "/register", "/forgot-password"]) {
      await visit(page, path);
    }
    expect(violations).toEqual([]);
  });

  test("a parent's signed-in pages, results view and their child's test load with no violation", async ({ page }) => {
    const parent = await createUser({ verified: true });
    await onboard(parent, "parent");
    const done = await completedResult(parent);
    const { result: open } = await newResult(parent, 9);

    const violations = await watchViolations(page);
    await logIn(page, parent);
    for (const path of ["/dashboard", "/participants", "/dashboard/my-tests", "/dashboard/settings", `/dashboard/results/${done.id}`]) {
      await visit(page, path);
    }
    // The player: its start page and microphone check, then the first section's overview with its progress bar.
    await visit(page, `/start-assessment/${open.id}`);
    await page.getByRole("button", { name: "Let's do it!" }).click();
    await passMicrophoneCheck(page);
    await expect(page.getByRole("button", { name: "Start Test" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  test.describe("a script injected into the page", () => {
    // The refusal below is logged by Chromium on purpose.
    test.use({ allowedConsoleErrors: [/Content Security Policy/] });

    test("is refused and reported as a violation", async ({ page }) => {
      const violations = await watchViolations(page);
      await visit(page, "/");
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "document.body.dataset.injected = 'yes'";
        document.body.append(script);
      });
      await expect.poll(() => violations.length).toBe(1);
      expect(violations[0]).toMatchObject({ page: "/", directive: "script-src-elem", blocked: "inline" });
      expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    });
  });
});

/** A 9-year-old's test taken through the API with every answer right, and completed. */
async function completedResult(parent: Awaited<ReturnType<typeof createUser>>): Promise<ResultBody> {
  const { result } = await newResult(parent, 9);
  await answerAll(result, () => true, { user: parent });
  const { status, body } = await apiJson<ResultBody>("/api/complete-assessment/", { ...auth(parent), json: { assessment_result_id: result.id } });
  if (status !== 200) throw new Error(`complete-assessment answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

// `npm run bench`: Lighthouse's mobile preset (its default form factor and simulated
// throttling) on the built site as the Hosting emulator serves it, five runs per page, with Debian's
// Chromium. The medians are printed with their budgets; docs/performance.md keeps the latest.
// Only this file: npm run bench -- tests/bench/public-pages.run.ts
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { afterAll, describe, expect, it } from "vitest";
import { chromiumPath, HEADLESS_CHROMIUM_ARGS } from "../e2e/chromium";
import { figures, percentile, record } from "./measure";

const APP_URL = process.env.APP_URL ?? "http://127.0.0.1:5000";
const RUNS = 5;

interface Run {
  lcp: number;
  fcp: number;
  tbt: number;
  score: number;
}

/** One cold Lighthouse run: a fresh browser each time, so nothing is cached between runs. */
async function lighthouseRun(url: string): Promise<Run> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: [...HEADLESS_CHROMIUM_ARGS], logLevel: "error" });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      lcp: value("largest-contentful-paint"),
      fcp: value("first-contentful-paint"),
      tbt: value("total-blocking-time"),
      score: categories.performance?.score ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

describe("the public pages on a phone", () => {
  afterAll(() => {
    console.log("\n| Figure | Measured | Budget | |\n|---|---|---|---|");
    for (const f of figures) console.log(`| ${f.name} | ${f.value} | ${f.budget} | ${f.ok ? "met" : "OVER"} |`);
  });

  it("Lighthouse mobile on /", async () => {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(`${APP_URL}/`));
    const median = (pick: (run: Run) => number) => percentile(runs.map(pick), 50);
    const all = (pick: (run: Run) => number, format: (n: number) => string) => runs.map((run) => format(pick(run))).join(", ");
    const lcp = median((run) => run.lcp);
    const score = median((run) => run.score);
    record("/ Lighthouse mobile: LCP", `${seconds(lcp)} median of ${RUNS} (${all((run) => run.lcp, seconds)})`, "<= 1.2 s", lcp <= 1_200);
    record("/ Lighthouse mobile: first contentful paint", `${seconds(median((run) => run.fcp))} median of ${RUNS}`, "reported", true);
    record("/ Lighthouse mobile: total blocking time", `${Math.round(median((run) => run.tbt))} ms median of ${RUNS}`, "reported", true);
    record("/ Lighthouse mobile: performance score", `${score.toFixed(2)} median of ${RUNS} (${all((run) => run.score, (n) => n.toFixed(2))})`, ">= 0.99", score >= 0.99);
  });

  it("met every budget", () => {
    expect(figures.filter((f) => !f.ok).map((f) => f.name)).toEqual([]);
  });
});

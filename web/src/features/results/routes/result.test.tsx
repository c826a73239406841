import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@readbright/domain/profile";
import { ApiError, apiClient } from "../../../lib/api-client";
import { signedInAuth } from "../../../testing/auth";
import { FreshCache, fakeProfile } from "../../../testing/profile";
import { renderWithProviders } from "../../../testing/render";
import { paths } from "../../../config/paths";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { fakeOpenResultDetail, fakeResultDetail, fakeSectionScore } from "../../../testing/result-factories";
import { ResultPage } from "./result";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const get = vi.mocked(apiClient.get);

afterEach(() => get.mockReset());

function renderResult(result: ResultResponse | Error, profile: Profile = fakeProfile({ user_type: "parent", user_subtype: "parent" })) {
  get.mockImplementation(async (path: string) => {
    if (path === "/profile/") return profile as never;
    if (path === "/get-assessment-result-by-id/r1/") {
      if (result instanceof Error) throw result;
      return result as never;
    }
    if (path === "/assessment-results/r1/reviews/") return { result_id: "r1", items: [] } as never;
    throw new Error(`unexpected GET ${path}`);
  });
  const user = userEvent.setup();
  renderWithProviders(
    <FreshCache>
      <ResultPage />
    </FreshCache>,
    { route: "/dashboard/results/r1", path: paths.result.path, auth: signedInAuth() },
  );
  return user;
}

describe("Results view", () => {
  it("says in words what each validity flag means and what to do, and that the test does not count, keeping the score", async () => {
    renderResult(
      fakeResultDetail({
        risk_level: "high",
        validity_flags: [
          { code: "too_fast", section: null, figures: { median_ms: 310, answers: 24, floor_ms: 450 } },
          { code: "at_chance", section: "memory", figures: { correct: 3, marked: 10, expected: 2.5, p_value: 0.47 } },
          { code: "unheard", section: null, figures: { silent: 4, measured: 5, recordings: 5 } },
          { code: "interrupted", section: "spatial_awareness", figures: { gap_minutes: 180 } },
        ],
      }),
    );
    const notice = await screen.findByRole("region", { name: "Check this result" });
    expect(notice).toHaveTextContent("Check this result: the answers came faster than the questions can be read (half of them in under 0.3 seconds). Consider testing again.");
    expect(notice).toHaveTextContent("in Memory, 3 of 10 answers were right, no more than guessing would give (about 3)");
    expect(notice).toHaveTextContent("no voice was heard in 4 of 5 spoken answers. Check the microphone, then consider testing again.");
    expect(notice).toHaveTextContent("the test was paused for 3 hours before Spatial Awareness");
    expect(notice).toHaveTextContent("The first flagged test in 8 months does not count towards the 2 screenings in 8 months");
    // The level stays as scored: the flags only say how far to trust it.
    expect(screen.getByRole("heading", { name: "Next steps" })).toBeInTheDocument();
  });

  it("shows no validity notice for a result without flags", async () => {
    renderResult(fakeResultDetail({ risk_level: "low", validity_flags: [] }));
    expect(await screen.findByRole("heading", { level: 1, name: "Test result" })).toBeInTheDocument();
    await screen.findByText(/^Mia Stone · /);
    expect(screen.queryByRole("region", { name: "Check this result" })).not.toBeInTheDocument();
  });

  it("shows the section scores, the risk with its explanation, the legend, next steps and a testimonial", async () => {
    renderResult(
      fakeResultDetail({
        risk_level: "medium",
        risk_score: 0.55,
        section_scores: {
          memory: fakeSectionScore(6, 10),
          phonological_awareness: fakeSectionScore(5, 10, { pending: 2 }),
          spatial_awareness: fakeSectionScore(8, 10),
        },
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Test result" })).toBeInTheDocument();
    expect(await screen.findByText(/^Mia Stone · /)).toBeInTheDocument();

    const scores = screen.getByRole("table", { name: "Scores by section" });
    expect(within(scores).getByRole("row", { name: /Memory/ })).toHaveTextContent("6 of 10 right (60%)");
    expect(within(scores).getByRole("row", { name: /Phonological Awareness/ })).toHaveTextContent("5 of 10 right (50%), 2 waiting for review");
    // The level may still change: said in words beside it.
    expect(screen.getByText("Provisional: 2 spoken answers are waiting for review")).toBeInTheDocument();

    const risk = screen.getByRole("region", { name: "Dyslexia risk" });
    expect(within(risk).getByText("Medium risk")).toBeInTheDocument();
    expect(within(risk).getByRole("img", { name: "Risk scale from low to high, marked at medium" })).toBeInTheDocument();
    expect(screen.getByText(/^Medium risk: the answers showed some of the signs/)).toBeInTheDocument();

    const legend = screen.getByRole("region", { name: "What the levels mean" });
    expect(within(legend).getAllByRole("listitem").map((item) => item.querySelector("strong")?.textContent)).toEqual(["Low", "Medium", "High"]);
    expect(within(legend).getByText(/this result/).closest("li")).toHaveTextContent(/^Medium/);

    const steps = screen.getByRole("region", { name: "Next steps" });
    expect(within(steps).getAllByRole("listitem").length).toBeGreaterThan(0);
    expect(steps).toHaveTextContent("A screening is not a diagnosis.");

    // The testimonial that speaks to a parent.
    expect(screen.getByText(/The screening felt like a game to him/)).toBeInTheDocument();
    expect(screen.getByText("Priya")).toBeInTheDocument();
  });

  it("says nothing provisional once every spoken answer is marked", async () => {
    renderResult(fakeResultDetail({ risk_level: "low" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Test result" })).toBeInTheDocument();
    expect(await screen.findByText("Low risk")).toBeInTheDocument();
    expect(screen.queryByText(/^Provisional:/)).not.toBeInTheDocument();
  });

  it("asks for the test to be completed before it shows a result, offering Continue instead of printing", async () => {
    renderResult(fakeOpenResultDetail());
    expect(await screen.findByText("Please complete the test to see the result.")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Scores by section" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Next steps" })).toHaveTextContent("A screening is not a diagnosis.");
    expect(screen.getByRole("link", { name: "Continue Mia Stone's test" })).toHaveAttribute("href", "/start-assessment/r1");
    expect(screen.queryByRole("button", { name: "Print or save as PDF" })).not.toBeInTheDocument();
    expect(screen.queryByText("ReadBright")).not.toBeInTheDocument();
  });

  // On paper only (result-print.css hides it on screen and hides the testimonial on paper; the browser
  // test checks both): the product's name, the test's date, the day of printing, and the screening's limits.
  it("heads the printout with ReadBright, the test's date and the day it is printed", async () => {
    vi.useFakeTimers({ now: new Date("2026-04-10T09:00:00Z"), toFake: ["Date"] });
    try {
      renderResult(fakeResultDetail({ completed_at: "2026-03-01T10:30:00.000Z" }));
      expect(await screen.findByText("ReadBright")).toBeInTheDocument();
      expect(screen.getByText("Dyslexia screening result for Mia Stone")).toBeInTheDocument();
      const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
      expect(screen.getByText(`Test taken on ${day("2026-03-01T10:30:00Z")} · Printed on ${day("2026-04-10T09:00:00Z")}`)).toBeInTheDocument();
      expect(screen.getByRole("region", { name: "Next steps" })).toHaveTextContent("A screening is not a diagnosis.");
    } finally {
      vi.useRealTimers();
    }
  });

  it("says which language the test was in, on screen and on paper: English for a result stored before languages", async () => {
    renderResult(fakeResultDetail());
    expect(await screen.findByText(/· Test language: English$/)).toBeInTheDocument();
  });

  it("says a Spanish test was in Spanish, the language named in itself", async () => {
    renderResult(fakeResultDetail({ language: "es" }));
    expect(await screen.findByText(/^Mia Stone · .* · Test language: Español$/)).toBeInTheDocument();
    const printed = screen.getByText((_, element) => element?.tagName === "P" && element.textContent === "Test language: Español");
    expect(within(printed).getByText("Español")).toHaveAttribute("lang", "es");
  });

  it("prints from the print button", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const user = renderResult(fakeResultDetail());
    const button = await screen.findByRole("button", { name: "Print or save as PDF" });
    await screen.findByText("Low risk");
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("goes back to the dashboard when there is no page to go back to", async () => {
    const user = renderResult(fakeResultDetail());
    await user.click(await screen.findByRole("button", { name: "Back" }));
    expect(await screen.findByText("Now at /dashboard")).toBeInTheDocument();
  });

  it("says so when the result cannot be read", async () => {
    renderResult(new ApiError(404, "Assessment result not found"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to get assessment result");
    expect(screen.getByRole("button", { name: "Print or save as PDF" })).toBeDisabled();
  });
});

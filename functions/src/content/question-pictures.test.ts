// The pictures as the browser meets them: URLs that say nothing but the hash of the file, and files
// that carry nothing but the drawing. A spatial answer must not be readable from the page source, the
// network panel or the SVG text (decision 0010).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { ASSESSMENT_BANK } from "./bank";
import { manifestProblems, PICTURE_DIR, pictureUrl, readManifest, readPictures } from "./picture-files.mjs";
import { toPublicAssessment } from "./public-assessment";

const OPAQUE_URL = /^\/assessment\/[0-9a-f]{16}\.svg$/;
const pictures = readPictures();
const names = pictures.map((picture) => picture.name);
/** Words a name is made of ("fig", "m90", "left", "letter", ...), and the words a spatial answer is given in. */
const NAME_WORDS = [...new Set(names.flatMap((name) => name.split("-")).filter((word) => word.length > 1))];
const ANSWER_WORDS = ["up", "down", "left", "right", "mirror", "flip", "turn", "rotate", "same", "different", "letter", "arrow", "shape", "figure"];
const NAMING_WORD = new RegExp(`(^|[^a-z-])(${[...NAME_WORDS, ...ANSWER_WORDS].join("|")})([^a-z-]|$)`);

function urlsOf(question: PublicQuestion): string[] {
  const own = question.image_url === null ? [] : Array.isArray(question.image_url) ? question.image_url : [question.image_url];
  return [...own, ...question.options.flatMap((option) => (option.image_url === null ? [] : [option.image_url]))];
}

const served = ASSESSMENT_BANK.flatMap((assessment) =>
  toPublicAssessment(assessment).questions.flatMap((question) => urlsOf(question).map((url) => ({ url, where: `${assessment.id} question ${question.id}` }))),
);

describe("the picture URLs every band's public assessment sends", () => {
  it("are all /assessment/<16 hex digits>.svg, in image_url and options[].image_url alike", () => {
    expect(served.length).toBeGreaterThan(100);
    for (const { url, where } of served) expect(url, where).toMatch(OPAQUE_URL);
    const questionsWithOptionPictures = ASSESSMENT_BANK.flatMap((a) => a.questions).filter((q) => q.options.some((o) => o.image_url));
    expect(questionsWithOptionPictures.length).toBeGreaterThan(0);
  });

  it("contain no picture name and no word of one", () => {
    for (const { url, where } of served) {
      expect(names.filter((name) => url.includes(name)), where).toEqual([]);
      expect(url.toLowerCase(), where).not.toMatch(NAMING_WORD);
    }
  });

  it("are each the content hash of a source picture that exists", () => {
    const sources = new Map(pictures.map((picture) => [picture.url, picture.name]));
    for (const { url, where } of served) {
      const name = sources.get(url);
      expect(name, `${where}: ${url}`).toBeDefined();
      expect(pictureUrl(readFileSync(join(PICTURE_DIR, `${name}.svg`))), where).toBe(url);
    }
  });

  it("differ for different pictures", () => {
    const urls = pictures.map((picture) => picture.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(new Set(pictures.map((picture) => Buffer.from(picture.content).toString("utf8"))).size).toBe(pictures.length);
  });

  it("use every picture in functions/src/content/pictures", () => {
    const used = new Set(served.map(({ url }) => url));
    expect(pictures.filter((picture) => !used.has(picture.url)).map((picture) => picture.name)).toEqual([]);
  });

  it("are labelled 1, 2, 3, ... in order under spatial and letter pictures, so no visible label names one", () => {
    const labelled = ASSESSMENT_BANK.flatMap((a) => a.questions).filter(
      (q) => (q.section_type === "spatial_awareness" || q.question_subtype === "letter_memory") && q.options.some((o) => o.image_url),
    );
    expect(labelled.length).toBeGreaterThan(10);
    for (const question of labelled) expect(question.options.map((o) => o.title), `question ${question.id}`).toEqual(question.options.map((_, i) => String(i + 1)));
  });

  it("come from a manifest that matches the pictures (else: node functions/src/content/picture-files.mjs)", () => {
    expect(manifestProblems()).toEqual([]);
    expect(Object.keys(readManifest()).sort()).toEqual([...names].sort());
  });

  it("are checked for drift: a changed, missing, extra or duplicated picture is reported", () => {
    const [first, second] = pictures as [(typeof pictures)[number], (typeof pictures)[number]];
    const manifest = readManifest();
    expect(manifestProblems({ ...manifest, [first.name]: "/assessment/0000000000000000.svg" })).toHaveLength(1);
    expect(manifestProblems({ ...manifest, extra: first.url })).toHaveLength(1);
    const { [first.name]: _dropped, ...missing } = manifest;
    expect(manifestProblems(missing)).toHaveLength(1);
    expect(manifestProblems(manifest, [...pictures, { ...second, name: "copy" }]).some((p) => p.includes("same picture"))).toBe(true);
  });
});

// The whole file, tag by tag: anything else (a comment, <!DOCTYPE>, CDATA, stray text) fails the match.
const TOKEN = /<(\/?)([a-z]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*(\/?)>|([^<]+)/y;
const ELEMENTS = new Set(["svg", "g", "path", "rect", "circle", "ellipse", "text"]);
// Drawing attributes only, each with the values a drawing needs: no id, class, data-*, aria-*, <title>,
// <desc> or <metadata> to name a picture, and no transform, which would state a turn or a flip in words
// (rotate(270 50 50), matrix(-1 0 0 1 100 0)).
const NUMBERS = /^[-\d. ]+$/;
const ATTRIBUTES: ReadonlyMap<string, RegExp> = new Map([
  ["xmlns", /^http:\/\/www\.w3\.org\/2000\/svg$/],
  ["d", /^[MLHVCSQAZmlhvcsqaz\d\s.,-]+$/],
  ["fill", /^(#[0-9a-f]{3,6}|none)$/],
  ["stroke", /^#[0-9a-f]{3,6}$/],
  ["stroke-linejoin", /^round$/],
  ["stroke-linecap", /^round$/],
  ["text-anchor", /^middle$/],
  ["font-family", /^Arial, Helvetica, sans-serif$/],
  ...["viewBox", "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "stroke-width", "stroke-dasharray", "opacity", "font-size", "font-weight"].map(
    (name) => [name, NUMBERS] as const,
  ),
]);

function problemsOf(svg: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < svg.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(svg);
    if (!match) return [...problems, `unexpected markup at ${at}: ${svg.slice(at, at + 30)}`];
    const [, closing, element, attributes, selfClosing, text] = match;
    if (text !== undefined) {
      if (open.at(-1) !== "text" || !/^\d$/.test(text)) problems.push(`text "${text}"`);
      continue;
    }
    if (!ELEMENTS.has(element as string)) problems.push(`<${element}>`);
    for (const [, attribute, value] of (attributes ?? "").matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
      const allowed = ATTRIBUTES.get(attribute as string);
      if (!allowed) problems.push(`${attribute}=`);
      else if (!allowed.test(value as string)) problems.push(`${attribute}="${value}"`);
    }
    if (closing) open.pop();
    else if (!selfClosing) open.push(element as string);
  }
  return problems;
}

describe("the picture files", () => {
  it("are drawings only: nothing in them names what they show", () => {
    for (const picture of pictures) {
      const svg = Buffer.from(picture.content).toString("utf8");
      expect(problemsOf(svg), picture.name).toEqual([]);
      const words = svg.toLowerCase().replace(/ d="[^"]*"/g, "");
      expect(words, picture.name).not.toMatch(NAMING_WORD);
    }
  });

  it("would be caught with a title, an id, a comment or a transform", () => {
    const clean = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M0 0h10"/></svg>';
    expect(problemsOf(clean)).toEqual([]);
    expect(problemsOf(clean.replace("<path", "<title>Arrow left</title><path"))).toContain("<title>");
    expect(problemsOf(clean.replace("<path", '<path id="left"'))).toContain("id=");
    expect(problemsOf(clean.replace("<path", "<!-- mirror --><path")).join()).toMatch(/unexpected markup/);
    expect(problemsOf(clean.replace("<path", '<path transform="rotate(90 50 50)"'))).toContain("transform=");
    expect(problemsOf(clean.replace("<path", '<path fill="url(#mirrored)"'))).toContain('fill="url(#mirrored)"');
  });
});

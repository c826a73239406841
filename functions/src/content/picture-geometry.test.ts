// The spatial builders work out answer keys from picture names (fig-a-m90: figure a flipped, then a
// quarter turn clockwise). The files draw each orientation in plain coordinates, with no transform
// that would give it away, so these tests read the drawings and check each is what its name says.
import { describe, expect, it } from "vitest";
import { readPictures } from "./picture-files.mjs";

type Point = readonly [number, number];

const svgs = new Map(readPictures().map((picture) => [picture.name, Buffer.from(picture.content).toString("utf8")]));
function svg(name: string): string {
  const text = svgs.get(name);
  if (text === undefined) throw new Error(`no picture ${name}.svg`);
  return text;
}

// On a 100 x 100 box, as SVG's rotate(90 50 50) and matrix(-1 0 0 1 100 0) would move a point.
const quarterTurn = ([x, y]: Point): Point => [100 - y, x];
const flip = ([x, y]: Point): Point => [100 - x, y];
function orient(orientation: string): (point: Point) => Point {
  const turns = Number(orientation.slice(1)) / 90;
  return (point) => {
    let moved = orientation.startsWith("m") ? flip(point) : point;
    for (let i = 0; i < turns; i += 1) moved = quarterTurn(moved);
    return moved;
  };
}

/** A figure's blocks as a sorted list of "x,y" (top-left corners), shifted left by dx. */
function blocks(markup: string, dx = 0): string[] {
  return [...markup.matchAll(/<rect x="(\d+)" y="(\d+)" width="22" height="22" rx="3"\/>/g)].map(([, x, y]) => `${Number(x) - dx},${y}`).sort();
}
function moveBlocks(cells: string[], move: (point: Point) => Point): string[] {
  return cells
    .map((cell) => {
      const [x, y] = cell.split(",").map(Number) as [number, number];
      const [a, b] = [move([x, y]), move([x + 22, y + 22])];
      return `${Math.min(a[0], b[0])},${Math.min(a[1], b[1])}`;
    })
    .sort();
}

const FIGURES = ["a", "b", "c"];
const ORIENTATIONS = ["r0", "r90", "r180", "r270", "m0", "m90", "m180", "m270"];

describe("the block figures", () => {
  it("draw each orientation as the r0 figure turned clockwise, or flipped left to right and then turned", () => {
    for (const figure of FIGURES) {
      const base = blocks(svg(`fig-${figure}-r0`));
      expect(base.length, figure).toBeGreaterThanOrEqual(4);
      for (const orientation of ORIENTATIONS) expect(blocks(svg(`fig-${figure}-${orientation}`)), `fig-${figure}-${orientation}`).toEqual(moveBlocks(base, orient(orientation)));
    }
  });

  it("have no symmetry: all eight orientations of a figure look different, so a flip never passes for a turn", () => {
    for (const figure of FIGURES) {
      const drawn = ORIENTATIONS.map((orientation) => blocks(svg(`fig-${figure}-${orientation}`)).join(" "));
      expect(new Set(drawn).size, figure).toBe(8);
    }
  });

  it("appear in each pair as its name says: the left one, then the right one past the divider", () => {
    const pairs = [...svgs.keys()].filter((name) => name.startsWith("pair-"));
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) {
      const [, figure, left, right] = pair.split("-");
      const [leftGroup, rightGroup] = svg(pair).split("</g>");
      expect(blocks(leftGroup as string), pair).toEqual(blocks(svg(`fig-${figure}-${left}`)));
      expect(blocks(rightGroup as string, 100), pair).toEqual(blocks(svg(`fig-${figure}-${right}`)));
    }
  });
});

function outline(name: string): string[] {
  const d = /<path d="M([\d ]+)z"/.exec(svg(name))?.[1] ?? "";
  const numbers = d.trim().split(/\s+/).map(Number);
  return numbers.flatMap((value, i) => (i % 2 === 0 ? [`${value},${numbers[i + 1]}`] : [])).sort();
}

describe("the arrows", () => {
  it("point up in arrow-up: one corner alone at the top, in the middle", () => {
    const corners = outline("arrow-up").map((corner) => corner.split(",").map(Number) as [number, number]);
    const top = Math.min(...corners.map(([, y]) => y));
    expect(corners.filter(([, y]) => y === top)).toEqual([[50, top]]);
  });

  it("point right, down and left as the up arrow turned by one, two and three quarters clockwise", () => {
    const up = outline("arrow-up").map((corner) => corner.split(",").map(Number) as [number, number]);
    ["right", "down", "left"].forEach((direction, i) => {
      const turned = up.map((corner) => {
        let point: Point = corner;
        for (let turn = 0; turn <= i; turn += 1) point = quarterTurn(point);
        return point.join(",");
      });
      expect(outline(`arrow-${direction}`), direction).toEqual(turned.sort());
    });
  });
});

describe("the letters b, d, p and q", () => {
  function shape(letter: string) {
    const text = svg(`letter-${letter}`);
    const stem = Number(/<path d="M(\d+) 16v68"\/>/.exec(text)?.[1]);
    const [, cx, cy] = /<circle cx="(\d+)" cy="(\d+)" r="20"\/>/.exec(text)?.map(Number) ?? [];
    return { stemLeftOfBowl: stem < (cx as number), bowlLow: (cy as number) > 50 };
  }
  it("are one shape: the stem left or right of the bowl, the bowl low or high", () => {
    expect(shape("b")).toEqual({ stemLeftOfBowl: true, bowlLow: true });
    expect(shape("d")).toEqual({ stemLeftOfBowl: false, bowlLow: true });
    expect(shape("p")).toEqual({ stemLeftOfBowl: true, bowlLow: false });
    expect(shape("q")).toEqual({ stemLeftOfBowl: false, bowlLow: false });
  });
});

// Every item of one assessment as a point: how many got it right (across) against how well it separates
// stronger from weaker answerers (up), with the review thresholds drawn as dashed lines. Drawn with
// Victory and loaded on its own (evidence-chart.tsx); the item table beside it has every number.
import { VictoryAxis, VictoryChart, VictoryLine, VictoryScatter } from "victory";

export interface ItemPoint {
  x: number;
  y: number;
  flagged: boolean;
}

const AXIS_TEXT = { fontFamily: "inherit", fontSize: 13, fill: "#1d2a36" };
const AXIS = { tickLabels: AXIS_TEXT, axisLabel: { ...AXIS_TEXT, padding: 34 }, grid: { stroke: "#c9d2da", strokeDasharray: "4 4" }, axis: { stroke: "#4a5866" } };
const RULE = { data: { stroke: "#a23b3b", strokeDasharray: "6 4", strokeWidth: 1.5 } };

/** Where an item is flagged for review (domain/src/api/evidence.ts REVIEW_RULES), passed in: this chunk imports only Victory. */
export interface ReviewLines {
  minPointBiserial: number;
  minProportion: number;
  maxProportion: number;
}

/** The axes' names and how their ticks are written, in the reader's language (item-chart.tsx). */
export interface AxisWords {
  x: string;
  y: string;
  xTick: (value: number) => string;
  yTick: (value: number) => string;
}

export function ItemScatter({ points, rules, axes }: { points: readonly ItemPoint[]; rules: ReviewLines; axes: AxisWords }) {
  return (
    <VictoryChart domain={{ x: [0, 1], y: [-0.2, 1] }} width={460} height={300} padding={{ top: 16, bottom: 56, left: 64, right: 16 }}>
      <VictoryAxis label={axes.x} tickFormat={axes.xTick} style={AXIS} />
      <VictoryAxis dependentAxis label={axes.y} tickFormat={axes.yTick} style={AXIS} />
      <VictoryLine data={[{ x: 0, y: rules.minPointBiserial }, { x: 1, y: rules.minPointBiserial }]} style={RULE} />
      <VictoryLine data={[{ x: rules.minProportion, y: -0.2 }, { x: rules.minProportion, y: 1 }]} style={RULE} />
      <VictoryLine data={[{ x: rules.maxProportion, y: -0.2 }, { x: rules.maxProportion, y: 1 }]} style={RULE} />
      <VictoryScatter data={points.filter((point) => !point.flagged)} size={5} style={{ data: { fill: "#2c5a85" } }} />
      {/* Items flagged for review: another colour and another shape. */}
      <VictoryScatter data={points.filter((point) => point.flagged)} size={6} symbol="diamond" style={{ data: { fill: "#a23b3b" } }} />
    </VictoryChart>
  );
}

// The bars of the section chart, drawn with Victory; loaded on its own (section-scores-chart.tsx).
import { VictoryAxis, VictoryBar, VictoryChart } from "victory";
import type { SectionBar } from "../utils/section-chart-data";

const AXIS_TEXT = { fontFamily: "inherit", fontSize: 13, fill: "#1d2a36" };

export function SectionScoresBars({ bars, ticks }: { bars: readonly SectionBar[]; ticks: readonly number[] }) {
  return (
    <VictoryChart domain={{ y: [0, 100] }} domainPadding={{ x: 60 }} width={520} height={300} padding={{ top: 24, bottom: 48, left: 56, right: 16 }}>
      <VictoryAxis style={{ tickLabels: AXIS_TEXT, axis: { stroke: "#4a5866" } }} />
      <VictoryAxis
        dependentAxis
        tickValues={[...ticks]}
        tickFormat={(value: number) => `${value}%`}
        style={{ tickLabels: AXIS_TEXT, grid: { stroke: "#c9d2da", strokeDasharray: "4 4" }, axis: { stroke: "#4a5866" } }}
      />
      <VictoryBar
        data={[...bars]}
        x="label"
        y="percent"
        barWidth={48}
        cornerRadius={{ top: 4 }}
        labels={({ datum }: { datum: SectionBar }) => (datum.total > 0 ? `${datum.correct}/${datum.total}` : "")}
        style={{ data: { fill: "#2c5a85" }, labels: { ...AXIS_TEXT, fontWeight: 700 } }}
      />
    </VictoryChart>
  );
}

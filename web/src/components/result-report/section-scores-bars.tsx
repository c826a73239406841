// The bars of the section chart, drawn with Victory; loaded on its own (section-scores-chart.tsx).
import { VictoryAxis, VictoryBar, VictoryChart } from "victory";
import type { SectionBar } from "./section-chart-data";

const AXIS_TEXT = { fontFamily: "inherit", fontSize: 15, fill: "#1d2a36" };

interface Bar {
  x: string;
  y: number;
  /** Shown above the bar. Not called `label`: Victory would take that as the label, whatever `labels` says. */
  score: string;
}

export function SectionScoresBars({ bars, ticks }: { bars: readonly SectionBar[]; ticks: readonly number[] }) {
  const data: Bar[] = bars.map((bar) => ({ x: bar.label, y: bar.percent, score: bar.total > 0 ? `${bar.correct}/${bar.total}` : "" }));
  return (
    <VictoryChart domain={{ y: [0, 100] }} domainPadding={{ x: 50 }} width={460} height={300} padding={{ top: 28, bottom: 60, left: 56, right: 12 }}>
      <VictoryAxis tickFormat={(name: string) => name.replace(" ", "\n")} style={{ tickLabels: AXIS_TEXT, axis: { stroke: "#4a5866" } }} />
      <VictoryAxis
        dependentAxis
        tickValues={[...ticks]}
        tickFormat={(value: number) => `${value}%`}
        style={{ tickLabels: { ...AXIS_TEXT, fontSize: 13 }, grid: { stroke: "#c9d2da", strokeDasharray: "4 4" }, axis: { stroke: "#4a5866" } }}
      />
      <VictoryBar
        data={data}
        barWidth={56}
        cornerRadius={{ top: 4 }}
        labels={({ datum }: { datum: Bar }) => datum.score}
        style={{ data: { fill: "#2c5a85" }, labels: { ...AXIS_TEXT, fontWeight: 700 } }}
      />
    </VictoryChart>
  );
}

// The lines of the progress chart, drawn with Victory; loaded on its own (progress-chart.tsx).
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { VictoryAxis, VictoryChart, VictoryGroup, VictoryLine, VictoryScatter } from "victory";
import type { SectionSeries } from "@readbright/domain/progress";
import { SECTION_STYLES } from "./progress-styles";

const AXIS_TEXT = { fontFamily: "inherit", fontSize: 13, fill: "#1d2a36" };

interface Point {
  x: Date;
  y: number;
  /** Shown beside the point. Not called `label`: Victory would take that as the label. */
  value: string;
}

const toPoints = (line: SectionSeries): Point[] =>
  line.points.flatMap((point) => (point.percent === null ? [] : [{ x: new Date(point.date), y: point.percent, value: `${point.percent}` }]));

/** "Mar 1" over the year, in the language in force. */
const shortDay = (i18n: I18n, date: Date): string => i18n.date(date, { month: "short", day: "numeric" }) + `\n${date.getFullYear()}`;

export function ProgressLines({ series }: { series: readonly SectionSeries[] }) {
  const { i18n } = useLingui();
  const dates = series[0]?.points.map((point) => new Date(point.date)) ?? [];
  return (
    <VictoryChart scale={{ x: "time" }} domain={{ y: [0, 100] }} domainPadding={{ x: 36, y: 12 }} width={460} height={280} padding={{ top: 20, bottom: 56, left: 52, right: 20 }}>
      <VictoryAxis tickValues={dates} tickFormat={(date: Date) => shortDay(i18n, new Date(date))} style={{ tickLabels: AXIS_TEXT, axis: { stroke: "#4a5866" } }} />
      <VictoryAxis
        dependentAxis
        tickValues={[0, 25, 50, 75, 100]}
        tickFormat={(value: number) => `${value}%`}
        style={{ tickLabels: AXIS_TEXT, grid: { stroke: "#c9d2da", strokeDasharray: "4 4" }, axis: { stroke: "#4a5866" } }}
      />
      {series.map((line) => (
        <VictoryGroup key={line.section} name={`progress-${line.section}`} data={toPoints(line)}>
          <VictoryLine style={{ data: { stroke: SECTION_STYLES[line.section].colour, strokeWidth: 3, strokeDasharray: SECTION_STYLES[line.section].dash } }} />
          <VictoryScatter
            size={5}
            symbol={SECTION_STYLES[line.section].symbol}
            labels={({ datum }: { datum: Point }) => datum.value}
            style={{ data: { fill: SECTION_STYLES[line.section].colour }, labels: { ...AXIS_TEXT, fontWeight: 700, fill: SECTION_STYLES[line.section].colour } }}
          />
        </VictoryGroup>
      ))}
    </VictoryChart>
  );
}

// The half-ring of the risk meter, drawn with Victory. Loaded on its own (risk-meter.tsx) so the
// dashboard and its list show before the chart library arrives.
import { VictoryPie } from "victory";
import type { RiskLevel } from "@readbright/domain/enums";
import { PLACEHOLDER_COLOUR, RISK_COLOURS } from "./risk-colours";

export interface RingSlice {
  x: RiskLevel;
  y: number;
}

interface RiskMeterRingProps {
  data: readonly RingSlice[];
  /** Draw the grey placeholder segments (no results yet). */
  placeholder: boolean;
  selected: RiskLevel | "";
  onToggle: (level: RiskLevel) => void;
}

export function RiskMeterRing({ data, placeholder, selected, onToggle }: RiskMeterRingProps) {
  return (
    <VictoryPie
      data={[...data]}
      width={320}
      height={170}
      padding={{ top: 10, bottom: 0, left: 10, right: 10 }}
      origin={{ x: 160, y: 160 }}
      radius={150}
      innerRadius={100}
      startAngle={-90}
      endAngle={90}
      padAngle={placeholder ? 1 : 0.5}
      labels={() => ""}
      style={{
        data: {
          fill: ({ datum }: { datum?: RingSlice }) => (placeholder || !datum ? PLACEHOLDER_COLOUR : RISK_COLOURS[datum.x]),
          opacity: ({ datum }: { datum?: RingSlice }) => (selected && datum?.x !== selected ? 0.3 : 1),
          stroke: ({ datum }: { datum?: RingSlice }) => (selected && datum?.x === selected ? "#1d2a36" : "none"),
          strokeWidth: 2,
          cursor: "pointer",
        },
      }}
      events={[
        {
          target: "data",
          eventHandlers: {
            onClick: (_event: unknown, props: { datum?: RingSlice }) => {
              if (props.datum) onToggle(props.datum.x);
              return [];
            },
          },
        },
      ]}
    />
  );
}

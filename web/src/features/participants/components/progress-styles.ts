// One look per section in the progress chart and its legend: a colour, a dash and a point's shape, so
// the lines differ without colour too (grey print, colour blindness).
import type { SectionType } from "@readbright/domain/enums";

export const SECTION_STYLES: Record<SectionType, { colour: string; dash: string; symbol: "circle" | "square" | "triangleUp" }> = {
  memory: { colour: "#2c5a85", dash: "", symbol: "circle" },
  phonological_awareness: { colour: "#8a4b08", dash: "8 4", symbol: "square" },
  spatial_awareness: { colour: "#2e7d4f", dash: "2 4", symbol: "triangleUp" },
};

// One colour per risk level for the meter, the barometer and the legends; calm, and distinct in grey print.
import type { RiskLevel } from "@readbright/domain/enums";

export const RISK_COLOURS: Record<RiskLevel, string> = {
  low: "#2e7d4f",
  medium: "#d99a1e",
  high: "#b3261e",
};

export const PLACEHOLDER_COLOUR = "#d5dbe0";

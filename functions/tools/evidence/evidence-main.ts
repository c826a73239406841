// `npm run evidence` (scripts/evidence.mjs runs this against the emulators): the figures GET /api/evidence/
// serves, computed now from the counters, as tables.
import type { EvidenceAssessment } from "@readbright/domain/api/evidence";
import { computeEvidence } from "../../src/services/results/evidence-service";

const fixed = (value: number | null, places: number) => (value === null ? "—" : value.toFixed(places));

function print(assessment: EvidenceAssessment): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`\n${assessment.band_label} (${assessment.assessment_id}): ${assessment.completed ?? "fewer than 30"} completed, ${assessment.flagged ?? "fewer than 30"} flagged`);
  out(`  flags: ${assessment.flags.map((flag) => `${flag.code} ${flag.count ?? "<30"}`).join(", ")}`);
  out(`  section                  n      mean   SD     KR-20  SEM`);
  for (const s of assessment.sections) out(`  ${s.section.padEnd(24)} ${String(s.n ?? "<30").padEnd(6)} ${fixed(s.mean, 2).padEnd(6)} ${fixed(s.sd, 2).padEnd(6)} ${fixed(s.kr20, 3).padEnd(6)} ${fixed(s.sem, 2)}`);
  out(`  item  section                  subtype              n      p      pbis    median ms  machine  review`);
  for (const i of assessment.items) {
    out(`  ${String(i.question_id).padEnd(5)} ${i.section.padEnd(24)} ${i.question_subtype.padEnd(20)} ${String(i.n ?? "<30").padEnd(6)} ${fixed(i.proportion_correct, 3).padEnd(6)} ${fixed(i.point_biserial, 3).padEnd(7)} ${fixed(i.median_response_ms, 0).padEnd(10)} ${fixed(i.machine_marked_share, 2).padEnd(8)} ${i.flagged_for_review ? "REVIEW" : ""}`);
  }
}

computeEvidence()
  .then((figures) => {
    process.stdout.write(`Evidence computed ${figures.computed_at} (no figure below ${figures.min_cell} results)\n`);
    for (const assessment of figures.assessments) print(assessment);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

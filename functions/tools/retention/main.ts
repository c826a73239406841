// `npm run retention [-- --dry-run]` (scripts/retention.mjs runs this against the local emulators): one
// retention run now, printing each job's counts. A dry run deletes and records nothing.
import { runRetention } from "../../src/services/workflows/retention/run-retention";

const dryRun = process.argv.includes("--dry-run");
runRetention({ dryRun })
  .then((reports) => {
    for (const report of reports) process.stdout.write(`${JSON.stringify(report)}\n`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

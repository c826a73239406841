// `npm run evidence`: with `npm start` running, prints the figures GET /api/evidence/ serves
// (functions/tools/evidence/evidence-main.ts).
import { runCli } from "./emulator-cli.mjs";

await runCli("evidence", process.argv.slice(2));

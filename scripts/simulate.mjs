// `npm run simulate -- --n 2000 [--assessment age-8-10-v1] [--seed 2029]`: with `npm start` running (or on
// a fresh emulator suite of its own when it is not), people
// drawn from a Rasch model take a test and are completed through the server's completion; prints what
// the evidence figures recover against the truth (functions/tools/evidence/simulate-main.ts).
import { runCli } from "./emulator-cli.mjs";

await runCli("simulate", process.argv.slice(2), "stack");

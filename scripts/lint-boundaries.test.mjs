// The layout's boundaries are lint rules (eslint.config.js), not habits: each probe below is code that
// breaks one, linted as if it sat at that path, and must be refused with that rule's message.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

async function problems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// Type-aware linting of a probe takes seconds on a busy machine (the first one loads the whole program):
// a minute each changes no assertion.
describe("the boundaries lint enforces", { timeout: 60_000 }, () => {
  it.each([
    ["a feature importing another feature", "web/src/features/auth/probe.ts", 'import { useSubusers } from "../team/api/get-subusers";\nexport const p = useSubusers;\n', "A feature never imports another feature"],
    ["shared web code importing a feature", "web/src/lib/probe.ts", 'import { LoginPage } from "../features/auth/routes/login";\nexport const p = LoginPage;\n', "Shared code never imports a feature"],
    ["a feature importing the app", "web/src/features/auth/probe.ts", 'import { AppRoutes } from "../../app/router";\nexport const p = AppRoutes;\n', "Features never import the app"],
    ["the web app importing functions", "web/src/lib/probe.ts", 'import { routes } from "../../../functions/src/routes";\nexport const p = routes;\n', "The web app imports only its own code"],
    ["functions importing the web app", "functions/src/services/probe.ts", 'import { paths } from "../../../web/src/config/paths";\nexport const p = paths;\n', "The functions import only their own code"],
    ["domain importing functions", "domain/src/probe.ts", 'import { routes } from "../../functions/src/routes";\nexport const p = routes;\n', "domain/ is shared by web and functions"],
    ["a service touching Firestore", "functions/src/services/probe.ts", 'import { getFirestore } from "firebase-admin/firestore";\nexport const p = getFirestore;\n', "Only repositories touch Firestore and Storage"],
    ["a service importing the HTTP layer", "functions/src/services/probe.ts", 'import { clientIp } from "../http/client-ip";\nexport const p = clientIp;\n', "The domain of the server knows nothing of HTTP"],
    ["a handler touching Storage", "functions/src/handlers/probe.ts", 'import { getStorage } from "firebase-admin/storage";\nexport const p = getStorage;\n', "Only repositories touch Firestore and Storage"],
    ["a resource importing one on a higher floor", "functions/src/services/participants/probe.ts", 'import { findResult } from "../results/result-records";\nexport const p = findResult;\n', "participants stands on floor 3"],
    ["a resource importing one on its own floor", "functions/src/services/participants/probe.ts", 'import { dissolveTeam } from "../team/team-endings";\nexport const p = dissolveTeam;\n', "participants stands on floor 3"],
    ["a resource reaching into a lower one's repositories", "functions/src/services/results/probe.ts", 'import { findParticipant } from "../participants/repositories/participant-repository";\nexport const p = findParticipant;\n', "A resource never reaches into another's repositories"],
    ["a workflow reaching into a repository", "functions/src/services/workflows/probe.ts", 'import { deleteResult } from "../results/repositories/result-repository";\nexport const p = deleteResult;\n', "A resource never reaches into another's repositories"],
    ["a handler calling a repository", "functions/src/handlers/probe.ts", 'import { findResult } from "../services/results/repositories/result-repository";\nexport const p = findResult;\n', "Only a resource's own services call its repositories"],
  ])("refuses %s", async (_what, filePath, code, message) => {
    expect((await problems(filePath, code)).join("\n")).toContain(message);
  });

  it("lets a repository touch Firestore, a resource use a lower one's services, and a feature use shared code and domain", async () => {
    expect(await problems("functions/src/services/results/probe.ts", 'import { participantInScope } from "../participants/participant-lookup";\nexport const p = participantInScope;\n')).toEqual([]);
    expect(await problems("functions/src/services/participants/repositories/probe.ts", 'import { getFirestore } from "firebase-admin/firestore";\nexport const p = getFirestore;\n')).toEqual([]);
    const feature = 'import { paths } from "../../../config/paths";\nimport { ERRORS } from "@readbright/domain/messages";\nexport const p = [paths, ERRORS];\n';
    expect(await problems("web/src/features/auth/components/probe.ts", feature)).toEqual([]);
  });
});

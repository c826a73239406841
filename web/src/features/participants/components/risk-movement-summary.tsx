// The dashboard's count of participants who moved between risk levels since their last screening
//, from the domain's riskMovement over the results the dashboard already has.
import type { RiskMovement } from "@readbright/domain/progress";
import { movementBreakdown, movementHeadline } from "../utils/progress-copy";
import type { PeopleNoun } from "../utils/progress-copy";
import "./progress.css";

export function RiskMovementSummary({ movement, noun }: { movement: RiskMovement; noun: PeopleNoun }) {
  return (
    <section className="risk-movement" aria-label="Changes in risk level">
      {movement.compared > 0 ? (
        <>
          <p className="risk-movement__headline">{movementHeadline(movement, noun)}</p>
          <p>{movementBreakdown(movement)}</p>
        </>
      ) : (
        <p>Moves between risk levels show here once {noun.many} have had a second screening.</p>
      )}
    </section>
  );
}

// The dashboard's count of participants who moved between risk levels since their last screening
//, from the domain's riskMovement over the results the dashboard already has.
import { Trans, useLingui } from "@lingui/react/macro";
import type { RiskMovement } from "@readbright/domain/progress";
import { movementBreakdown, movementHeadline } from "../utils/progress-copy";
import type { PeopleNoun } from "../utils/progress-copy";
import "./progress.css";

export function RiskMovementSummary({ movement, noun }: { movement: RiskMovement; noun: PeopleNoun }) {
  const { t, i18n } = useLingui();
  const many = noun.many;
  return (
    <section className="risk-movement" aria-label={t`Changes in risk level`}>
      {movement.compared > 0 ? (
        <>
          <p className="risk-movement__headline">{movementHeadline(i18n, movement, noun)}</p>
          <p>{movementBreakdown(i18n, movement)}</p>
        </>
      ) : (
        <p>
          <Trans>Moves between risk levels show here once {many} have had a second screening.</Trans>
        </p>
      )}
    </section>
  );
}

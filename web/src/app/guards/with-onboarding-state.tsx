// The route decision for a verified user, once their profile (and so their onboarding state) has loaded.
import { Trans } from "@lingui/react/macro";
import { LoadingPage } from "../../components/loading-page";
import { useDomainText } from "../../lib/i18n/domain-text";
import { useProfile } from "../../lib/profile/get-profile";
import { FollowDecision } from "./follow-decision";
import { decideRoute } from "./route-rules";
import type { GuardInput } from "./route-rules";

export function WithOnboardingState({ input }: { input: GuardInput }) {
  const { data: profile, error, isValidating, mutate } = useProfile();
  if (profile) return <FollowDecision decision={decideRoute({ ...input, onboardingState: profile.onboarding_state })} />;
  // SWR retries failures on its own; between tries, say what went wrong and offer to try at once.
  if (error && !isValidating) {
    return <ProfileError message={error instanceof Error ? error.message : String(error)} retry={() => void mutate()} />;
  }
  return <LoadingPage />;
}

function ProfileError({ message, retry }: { message: string; retry: () => void }) {
  const domainText = useDomainText();
  return (
    <div className="page page--narrow">
      <h1>
        <Trans>Your profile could not be loaded</Trans>
      </h1>
      <p role="alert">{domainText(message)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

// /accept-invite: where an invitation's emailed link lands (docs/decisions/0018). The link signs the
// invitee in with the invited address; a new account chooses its password here; then each invitation is
// accepted (the account joins the school or organization) or declined (a new account is deleted again).
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { Formik } from "formik";
import { useLocation } from "react-router-dom";
import { resetPasswordSchema } from "@readbright/domain/credential-schemas";
import type { ResetPasswordValues } from "@readbright/domain/credential-schemas";
import { AppLink } from "../../../components/app-link";
import { FormStatus } from "../../../components/form/form-status";
import { NewPasswordFields } from "../../../components/form/new-password-fields";
import { LoadingPage } from "../../../components/loading-page";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { useAuth } from "../../../lib/auth-context";
import { useAcceptInvitation, useDeclineInvitation } from "../api/answer-invitation";
import { useMyInvitations } from "../api/get-my-invitations";
import { chooseFirstPassword, forgetNewAccount, isInviteLink, needsPassword, signInWithInviteLink } from "../api/invite-link";
import { InvitationCard } from "../components/invitation-card";
import { ANSWER_FAILED } from "../components/invitations-panel";
import { errorMessage } from "../../../lib/error-message";
import "../components/onboarding.css";

export const LINK_FAILED = msg`This invitation link has expired or has already been used. Ask for the invitation to be sent again, or log in if you have already set a password.`;
export const NO_LINK = msg`Open the link in your invitation email to answer it.`;
export const NOTHING_WAITING = msg`There are no invitations waiting for this address.`;
export const DECLINED_AND_GONE = msg`You declined the invitation. The account the link made has been deleted: nothing of yours was kept.`;

type LinkState = "none" | "signing-in" | "failed";

const initialValues: ResetPasswordValues = { password: "", confirmPassword: "" };

/**
 * The invited address, which the sign-in needs: the link's own `email`, or, when Firebase's action handler
 * is the app itself, the one inside its continueUrl.
 */
export function invitedAddress(query: URLSearchParams): string {
  const direct = query.get("email");
  if (direct) return direct;
  try {
    return new URL(query.get("continueUrl") ?? "", window.location.origin).searchParams.get("email") ?? "";
  } catch {
    return "";
  }
}

/** Follows the emailed link once, then takes its one-time code out of the address bar. */
function useInviteLinkSignIn(): LinkState {
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const href = `${window.location.origin}${pathname}${search}`;
  const [state, setState] = useState<LinkState>(() => (isInviteLink(href) ? "signing-in" : "none"));
  const started = useRef(false);
  useEffect(() => {
    if (state !== "signing-in" || started.current) return;
    started.current = true;
    const email = invitedAddress(new URLSearchParams(search));
    signInWithInviteLink(email, href).then(
      () => {
        setState("none");
        void navigate(paths.acceptInvite.href(), { replace: true, carryQuery: false });
      },
      () => setState("failed"),
    );
  }, [state, navigate, href, search]);
  return state;
}

function Card({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="page page--narrow">
      <title>{t`Your invitation | ReadBright`}</title>
      <div className="onboarding-card">
        <h1>
          <Trans>Your invitation</Trans>
        </h1>
        {children}
      </div>
    </div>
  );
}

export function AcceptInvitePage() {
  const link = useInviteLinkSignIn();
  const { user, signOut } = useAuth();
  const { data: invitations, error: loadError } = useMyInvitations(link === "none");
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const { t } = useLingui();

  if (gone) return <Card><p role="status">{t(DECLINED_AND_GONE)}</p></Card>;
  if (link === "signing-in") return <LoadingPage />;
  if (link === "failed") {
    return (
      <Card>
        <p role="alert">{t(LINK_FAILED)}</p>
        <AppLink to={paths.login.href()} carryQuery={false} className="button button--primary">
          <Trans>Log In</Trans>
        </AppLink>
      </Card>
    );
  }
  if (!user) return <Card><p>{t(NO_LINK)}</p></Card>;
  if (loadError) return <Card><FormStatus message={errorMessage(loadError, t(ANSWER_FAILED))} /></Card>;
  if (!invitations) return <LoadingPage />;
  if (invitations.length === 0) {
    return (
      <Card>
        <p>{t(NOTHING_WAITING)}</p>
        <AppLink to={paths.dashboard.href()} carryQuery={false} className="button button--primary">
          <Trans>Continue</Trans>
        </AppLink>
      </Card>
    );
  }

  const newAccount = needsPassword(user.uid);
  const email = user.email ?? "";

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught, t(ANSWER_FAILED)));
    }
    setBusy(false);
  }

  const onAccept = (id: string, password: string) =>
    run(async () => {
      if (newAccount) await chooseFirstPassword(password);
      await accept(id);
      await navigate(paths.profileInfo.href(), { carryQuery: false });
    });

  const onDecline = (id: string) =>
    run(async () => {
      const { account_deleted } = await decline(id, { delete_account: newAccount });
      if (!account_deleted) return;
      forgetNewAccount();
      setGone(true);
      await signOut();
    });

  return (
    <Card>
      <p className="onboarding-card__lead">
        {newAccount ? t`Welcome! You are signed in as ${email}. Choose a password, then answer the invitation.` : t`Signed in as ${email}.`}
      </p>
      <Formik initialValues={initialValues} validationSchema={newAccount ? resetPasswordSchema : undefined} validateOnMount onSubmit={() => undefined}>
        {({ values, isValid, dirty }) => (
          <div className="form" role="group" aria-label={t`Answer the invitation`}>
            {newAccount ? <NewPasswordFields label={t`Choose a password`} confirmLabel={t`Confirm password`} /> : null}
            {invitations.map((invitation) => (
              <InvitationCard
                key={invitation.id}
                invitation={invitation}
                canAccept={!newAccount || (isValid && dirty)}
                busy={busy}
                onAccept={() => void onAccept(invitation.id, values.password)}
                onDecline={() => void onDecline(invitation.id)}
              />
            ))}
            <FormStatus message={error} />
          </div>
        )}
      </Formik>
    </Card>
  );
}

// Four tiles as a radio group, then Continue. Parent and dyslexia professional ask one more question in a
// dialog. The dialogs open on Continue, not on choosing: arrow keys move through a radio group and would
// otherwise open a dialog on the way past.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { mapProfileTile, PROFILE_TILES } from "@readbright/domain/onboarding";
import type { ProfileTile, ProfileTypeMapping } from "@readbright/domain/onboarding";
import { FormStatus } from "../../../components/form/form-status";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { useSetProfileType } from "../../../lib/profile/set-profile-type";
import { PICK_INDIVIDUAL_MESSAGE, TILE_COPY } from "../data/profile-tiles";
import { errorMessage } from "../../../lib/error-message";
import { ParentDialog } from "./parent-dialog";
import { ProfessionalRoleDialog } from "./professional-role-dialog";

export const SET_TYPE_FAILED = msg`Could not save your profile type. Please try again.`;

export function ProfileTypeForm() {
  const [tile, setTile] = useState<ProfileTile | null>(null);
  const [dialog, setDialog] = useState<"parent" | "professional" | null>(null);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const setProfileType = useSetProfileType();
  const navigate = useAppNavigate();
  const idPrefix = useId();
  const { t } = useLingui();

  async function submit(mapping: ProfileTypeMapping) {
    setDialog(null);
    setSubmitting(true);
    setError(null);
    try {
      await setProfileType(mapping);
    } catch (caught) {
      setError(errorMessage(caught, t(SET_TYPE_FAILED)));
      setSubmitting(false);
      return;
    }
    await navigate(paths.profileInfo.href());
  }

  function handleContinue(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (tile === "parent") setDialog("parent");
    else if (tile === "dyslexia_professional") setDialog("professional");
    else if (tile) void submit(mapProfileTile(tile));
  }

  return (
    <>
      <form className="form" onSubmit={handleContinue} noValidate aria-label={t`Profile type`}>
        <fieldset className="tile-group">
          <legend className="visually-hidden">{t`Profile type`}</legend>
          {PROFILE_TILES.map((option) => (
            <div key={option} className="tile">
              <input
                type="radio"
                name="profile-type"
                id={`${idPrefix}-${option}`}
                value={option}
                checked={tile === option}
                onChange={() => {
                  setTile(option);
                  setNotice(null);
                }}
                className="tile__input"
                aria-describedby={`${idPrefix}-${option}-text`}
              />
              {/* The label stretches over the whole tile (see onboarding.css), so a click anywhere chooses it. */}
              <label htmlFor={`${idPrefix}-${option}`} className="tile__title">
                {t(TILE_COPY[option].title)}
              </label>
              <span className="tile__text" id={`${idPrefix}-${option}-text`}>
                {t(TILE_COPY[option].description)}
              </span>
            </div>
          ))}
        </fieldset>
        {/* Always in the page, so the message is announced when it appears. */}
        <div role="status" className="onboarding__status">{notice ? <p className="onboarding__notice">{t(notice)}</p> : null}</div>
        <FormStatus message={error} />
        <button type="submit" className="button button--primary button--block" disabled={!tile || submitting}>
          {submitting ? t`Saving...` : t`Continue`}
        </button>
      </form>

      {/* Outside the form: React events bubble through portals, and the role dialog has a form of its own. */}
      {dialog === "parent" ? (
        <ParentDialog
          onClose={() => setDialog(null)}
          onMyself={() => {
            setDialog(null);
            setNotice(PICK_INDIVIDUAL_MESSAGE);
          }}
          onMyChild={() => void submit(mapProfileTile("parent"))}
        />
      ) : null}
      {dialog === "professional" ? (
        <ProfessionalRoleDialog
          onClose={() => setDialog(null)}
          onChoose={(kind) => void submit(mapProfileTile("dyslexia_professional", kind))}
        />
      ) : null}
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "../../../components/dialog";
import { PARENT_QUESTION } from "../data/profile-tiles";

interface ParentDialogProps {
  onMyself: () => void;
  onMyChild: () => void;
  onClose: () => void;
}

export function ParentDialog({ onMyself, onMyChild, onClose }: ParentDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog title={t(PARENT_QUESTION)} onClose={onClose}>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onMyself}>
          <Trans>Myself</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={onMyChild}>
          <Trans>My Child</Trans>
        </button>
      </div>
    </Dialog>
  );
}

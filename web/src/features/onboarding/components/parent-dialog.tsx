import { Dialog } from "../../../components/dialog";
import { PARENT_QUESTION } from "../data/profile-tiles";

interface ParentDialogProps {
  onMyself: () => void;
  onMyChild: () => void;
  onClose: () => void;
}

export function ParentDialog({ onMyself, onMyChild, onClose }: ParentDialogProps) {
  return (
    <Dialog title={PARENT_QUESTION} onClose={onClose}>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onMyself}>
          Myself
        </button>
        <button type="button" className="button button--primary" onClick={onMyChild}>
          My Child
        </button>
      </div>
    </Dialog>
  );
}

// 'Create group test' for schools (spec section 2): the CSV upload in a modal.
import { useLingui } from "@lingui/react/macro";
import { CsvUpload } from "./csv-upload";
import { Dialog } from "../../../components/dialog";

export function GroupTestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Create group test`} description={t`Upload a .csv file of students made from the template.`} onClose={onClose}>
      <CsvUpload consentBasis="school_holds_consent" onUploaded={onClose} />
    </Dialog>
  );
}
